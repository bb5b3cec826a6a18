import { useTranslation } from "../../../i18n/useTranslation";
import { ReasonedAction } from "./ReasonedAction";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/** Either party contests the work, saying why; the payment stays held for an administrator. */
export function DisputeLeadAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().dispute);
  return (
    <ReasonedAction
      hint={t("leads.actions.disputeHint")}
      label={t("leads.actions.disputeReason")}
      button={t("leads.actions.dispute")}
      color="grape"
      pending={pending}
      onSubmit={(reason) =>
        run(
          { reason },
          {
            title: t("leads.actions.disputeOpenedTitle"),
            message: t("leads.actions.disputeOpenedMessage"),
          },
        )
      }
    />
  );
}
