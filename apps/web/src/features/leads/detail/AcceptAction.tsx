import { Button } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import type { ActionProps } from "./runLeadAction";

/**
 * An installer takes a NEW lead at the quote engine's price: the customer consented to
 * that price when posting it. An unpriced lead takes offers instead (MakeOfferAction).
 * Also on the dashboard's job cards (AcceptLeadModal).
 */
export function AcceptAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  return (
    <Button
      mih={44}
      loading={pending}
      onClick={() => run({ action: "accept" }, { title: t("leads.actions.accepted") })}
    >
      {t("leads.actions.accept")}
    </Button>
  );
}
