import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRuntimeConfig } from "../../../app/api/runtimeConfig";
import { useTRPC } from "../../../app/api/trpc";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadActions } from "../api/mutations";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";

/**
 * An installer takes a NEW lead at the quote engine's price: the customer consented to
 * that price when posting it. An unpriced lead takes offers instead (MakeOfferAction).
 * Also on the dashboard's job cards (AcceptLeadModal). With a provider that collects at
 * checkout (Stripe) nothing is held yet: the toast says the customer pays next.
 */
export function AcceptAction({ leadId, onDone }: ActionProps) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(leadId, useLeadActions().accept, onDone);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The deployment's settings are loaded with the button and read as the answer arrives:
  // a click may come before they did, and the button may be gone by then.
  useRuntimeConfig();
  const toast = () => ({
    title: t("leads.actions.accepted"),
    ...(queryClient.getQueryData(trpc.config.get.queryKey())?.paymentProvider === "stripe" && {
      message: t("leads.actions.acceptedPayNext"),
    }),
  });
  return (
    <Button mih={44} loading={pending} onClick={() => run({}, toast)}>
      {t("leads.actions.accept")}
    </Button>
  );
}
