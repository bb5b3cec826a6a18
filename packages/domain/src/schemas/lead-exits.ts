import { z } from "zod";
import { LEAD_REASON_MAX_LENGTH } from "../constants";
import { validation } from "./field-message";
import { id, optionalTextOfAtMost, requiredText } from "./fields";

/*
 * The ways out of the happy path (issue 11): the customer cancels, the assigned installer
 * withdraws, either party disputes. Each reason reaches the other party, so each is
 * bounded like every other text.
 */

/** A reason the other party must be given: not blank, at most LEAD_REASON_MAX_LENGTH. */
export const requiredReason = requiredText(validation.reasonRequired, "multi-line").max(
  LEAD_REASON_MAX_LENGTH,
  validation.reasonTooLong,
);

/** A reason that may be left out; blank counts as left out. */
export const optionalReason = optionalTextOfAtMost(
  LEAD_REASON_MAX_LENGTH,
  validation.reasonTooLong,
  "multi-line",
);

/** POST /workflow/leads/{id}/cancel, by the lead's customer. */
export const cancelLeadInput = z.object({ id, reason: optionalReason });
export type CancelLeadInput = z.infer<typeof cancelLeadInput>;

/** POST /workflow/leads/{id}/withdraw, by the lead's assigned installer. */
export const withdrawLeadInput = z.object({ id, reason: requiredReason });
export type WithdrawLeadInput = z.infer<typeof withdrawLeadInput>;

/** POST /workflow/leads/{id}/dispute, by either party. */
export const disputeLeadInput = z.object({ id, reason: requiredReason });
export type DisputeLeadInput = z.infer<typeof disputeLeadInput>;
