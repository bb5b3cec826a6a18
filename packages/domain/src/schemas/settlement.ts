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
