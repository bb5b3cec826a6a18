import { z } from "zod";
import { MAX_LEAD_VALUE_EUROS, SETTLEMENT_NOTE_MAX_LENGTH } from "../constants";
import { SETTLEMENT_OUTCOMES } from "../enums";
import { said } from "../messages";
import { issueSaying, validation } from "./field-message";
import { id, requiredText } from "./fields";

/*
 * An administrator settles a disputed (or stuck) lead (issue 11): everything to the
 * installer, everything back to the customer, or a split of the held amount.
 */

const timestamp = z.iso.datetime({ offset: true });

/** POST /admin/leads/{id}/settle. Whether a split's share fits the held amount is the server's check. */
export const settleLeadInput = z
  .object({
    id,
    outcome: z.enum(SETTLEMENT_OUTCOMES),
    /** The installer's share of a split, in euros (the platform fee is taken from it). */
    installerEuros: z
      .number(validation.valueInvalid)
      .min(0.01, validation.valueInvalid)
      .max(MAX_LEAD_VALUE_EUROS, validation.valueInvalid)
      .optional(),
    note: requiredText(validation.settlementNoteRequired, "multi-line").max(
      SETTLEMENT_NOTE_MAX_LENGTH,
      validation.settlementNoteTooLong,
    ),
  })
  .superRefine((input, context) => {
    if (input.outcome === "split" && input.installerEuros === undefined) {
      context.addIssue({
        code: "custom",
        path: ["installerEuros"],
        ...issueSaying(said.validation.settlementEurosRequired),
      });
    }
    if (input.outcome !== "split" && input.installerEuros !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["installerEuros"],
        ...issueSaying(said.validation.settlementEurosNotAllowed),
      });
    }
  });
export type SettleLeadInput = z.infer<typeof settleLeadInput>;

/** What a settled lead carries: amounts in euros, the installer's before the platform fee. */
export const settlementSchema = z.object({
  outcome: z.enum(SETTLEMENT_OUTCOMES),
  installerEuros: z.number(),
  refundedEuros: z.number(),
  note: z.string(),
  settledAt: timestamp,
});
export type Settlement = z.infer<typeof settlementSchema>;

/** How a customer's bank ended a dispute: kept (won), taken back (lost), or another close. */
export const PAYMENT_DISPUTE_OUTCOMES = ["won", "lost", "closed"] as const;
export type PaymentDisputeOutcome = (typeof PAYMENT_DISPUTE_OUTCOMES)[number];

/**
 * GET /admin/leads/{id}/disputes: a customer's bank disputing the charge of the lead's
 * payment (issue 24), as the provider last said, for the administrator who settles it.
 * `reason` and `status` are the provider's words (Stripe's `fraudulent`,
 * `needs_response`…); `outcome` is null while the dispute is open.
 */
export const paymentDisputeSchema = z.object({
  id: z.string(),
  amountEuros: z.number(),
  reason: z.string(),
  status: z.string(),
  openedAt: timestamp,
  closedAt: timestamp.nullable(),
  outcome: z.enum(PAYMENT_DISPUTE_OUTCOMES).nullable(),
});
export type PaymentDispute = z.infer<typeof paymentDisputeSchema>;
