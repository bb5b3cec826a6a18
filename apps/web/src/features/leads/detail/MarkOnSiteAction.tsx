import { Button } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/** The assigned installer says they have arrived. */
export function MarkOnSiteAction({ leadId }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().markOnSite);
  return (
    <Button
      mih={44}
      loading={pending}
      onClick={() => run({}, { title: t("leads.actions.markedOnSite") })}
    >
      {t("leads.actions.markOnSite")}
    </Button>
  );
}
