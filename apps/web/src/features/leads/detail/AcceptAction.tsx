import { Button } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/**
 * An installer takes a NEW lead at the quote engine's price: the customer consented to
 * that price when posting it. An unpriced lead takes offers instead (MakeOfferAction).
 * Also on the dashboard's job cards (AcceptLeadModal).
 */
export function AcceptAction({ leadId, onDone }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().accept, onDone);
  return (
    <Button
      mih={44}
      loading={pending}
      onClick={() => run({}, { title: t("leads.actions.accepted") })}
    >
      {t("leads.actions.accept")}
    </Button>
  );
}
