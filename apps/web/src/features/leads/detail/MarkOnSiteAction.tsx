import { Button } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import type { ActionProps } from "./runLeadAction";

/** The assigned installer says they have arrived. */
export function MarkOnSiteAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  return (
    <Button
      mih={44}
      loading={pending}
      onClick={() => run({ action: "markOnSite" }, { title: t("leads.actions.markedOnSite") })}
    >
      {t("leads.actions.markOnSite")}
    </Button>
  );
}
