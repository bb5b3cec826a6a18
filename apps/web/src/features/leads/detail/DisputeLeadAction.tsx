import { useTranslation } from "../../../i18n/useTranslation";
import { ReasonedAction } from "./ReasonedAction";
import type { ActionProps } from "./runLeadAction";

/** Either party contests the work, saying why; the payment stays held for an administrator. */
export function DisputeLeadAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  return (
    <ReasonedAction
      hint={t("leads.actions.disputeHint")}
      label={t("leads.actions.disputeReason")}
      button={t("leads.actions.dispute")}
      color="grape"
      pending={pending}
      onSubmit={(reason) =>
        run(
          { action: "dispute", reason },
          {
            title: t("leads.actions.disputeOpenedTitle"),
            message: t("leads.actions.disputeOpenedMessage"),
          },
        )
      }
    />
  );
}
