import { Button } from "@mantine/core";
import { messages } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import type { ActionProps } from "./runLeadAction";

/** The assigned installer says they have arrived. */
export function MarkOnSiteAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  return (
    <Button
      mih={44}
      loading={pending}
      onClick={() => run({ action: "on-site" }, messages.toasts.markedOnSite)}
    >
      {t("leads.actions.markOnSite")}
    </Button>
  );
}
