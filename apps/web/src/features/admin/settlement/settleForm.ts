import {
  centsToEuros,
  eurosToCents,
  SETTLEMENT_OUTCOMES,
  SettlementOutcome,
  settleLeadInput,
  type AdminLead,
  type SettleLeadInput,
} from "@uplink/domain";
import { wordedError } from "../../../i18n/Worded";
import { errorOfCheck } from "../../auth/forms/fieldErrors";
import { formatValue } from "../../leads/leadFormat";

export interface SettleFormValues extends Record<string, unknown> {
  outcome: SettlementOutcome | "";
  /** A NumberInput's value: "" while empty. */
  installerEuros: number | string;
  note: string;
}

export const EMPTY_SETTLE_FORM: SettleFormValues = { outcome: "", installerEuros: "", note: "" };

const { shape } = settleLeadInput;

/** NumberInput hands over a string while the number is not yet plain, such as "200.10". */
function shareOf({ installerEuros }: SettleFormValues): number | undefined {
  if (typeof installerEuros === "number") return installerEuros;
  const euros = Number(installerEuros.trim());
  return installerEuros.trim() !== "" && Number.isFinite(euros) ? euros : undefined;
}

/**
 * The rules of the Settle dialog: the domain's schema field by field, so each message
 * shows under its own field, and a split's share below the amount held, which only the
 * lead knows (the server checks it again). Each message is kept by key, so it reads in
 * the language shown, also after a change of language.
 */
export function settleFormRules(lead: AdminLead) {
  return {
    outcome: (outcome: SettleFormValues["outcome"]) =>
      SETTLEMENT_OUTCOMES.some((known) => known === outcome)
        ? null
        : wordedError("admin.settle.outcomeRequired"),
    installerEuros: (_: unknown, values: SettleFormValues) => {
      if (values.outcome !== SettlementOutcome.SPLIT) return null;
      const share = shareOf(values);
      if (share === undefined) return wordedError("admin.settle.installerShareRequired");
      const invalid = errorOfCheck(shape.installerEuros.safeParse(share));
      if (invalid) return invalid;
      const { value } = lead;
      return value !== null && share >= value
        ? wordedError("admin.settle.installerShareTooLarge", () => ({
            value: formatValue(value),
          }))
        : null;
    },
    note: (note: string) => errorOfCheck(shape.note.safeParse(note)),
  };
}

/** The request for valid values: the note trimmed, a share only for a split. */
export function settleInputOf(lead: AdminLead, values: SettleFormValues): SettleLeadInput {
  const split = values.outcome === SettlementOutcome.SPLIT;
  return settleLeadInput.parse({
    id: lead.id,
    outcome: values.outcome,
    ...(split ? { installerEuros: shareOf(values) } : {}),
    note: values.note,
  });
}

/** What a split gives back to the customer, or null while the share does not fit. */
export function refundOfSplit(lead: AdminLead, values: SettleFormValues): number | null {
  const share = shareOf(values);
  if (lead.value === null || share === undefined || share <= 0 || share >= lead.value) return null;
  // In cents, so €350 − €200.10 is €149.90 and not 149.89999999999998.
  return centsToEuros(eurosToCents(lead.value) - eurosToCents(share));
}
