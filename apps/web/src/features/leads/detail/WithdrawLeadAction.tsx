import { useTranslation } from "../../../i18n/useTranslation";
import { ReasonedAction } from "./ReasonedAction";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/** The assigned installer gives an accepted job back, saying why; the customer is refunded. */
export function WithdrawLeadAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().withdraw);
  return (
    <ReasonedAction
      hint={t("leads.actions.withdrawHint")}
      label={t("leads.actions.withdrawReason")}
      button={t("leads.actions.withdraw")}
      color="red"
      pending={pending}
      onSubmit={(reason) =>
        run(
          { reason },
          {
            title: t("leads.actions.withdrawnTitle"),
            message: t("leads.actions.withdrawnMessage"),
          },
        )
      }
    />
  );
}
