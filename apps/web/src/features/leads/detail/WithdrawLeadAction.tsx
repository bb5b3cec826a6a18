import type { LeadPayment } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { ReasonedAction } from "./ReasonedAction";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/**
 * The assigned installer gives an accepted job back, saying why; the customer is refunded
 * what they paid. With a provider's checkout the customer may not have paid yet (the
 * payment awaits): then nothing is charged, and the hint and the toast say so.
 */
export function WithdrawLeadAction({
  leadId,
  payment,
}: ActionProps & { payment: LeadPayment | null }) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().withdraw);
  const unpaid = payment?.status === "awaiting";
  return (
    <ReasonedAction
      hint={t(unpaid ? "leads.actions.withdrawHintUnpaid" : "leads.actions.withdrawHint")}
      label={t("leads.actions.withdrawReason")}
      button={t("leads.actions.withdraw")}
      color="red"
      pending={pending}
      onSubmit={(reason) =>
        run(
          { reason },
          {
            title: t("leads.actions.withdrawnTitle"),
            message: t(
              unpaid ? "leads.actions.withdrawnMessageUnpaid" : "leads.actions.withdrawnMessage",
            ),
          },
        )
      }
    />
  );
}
