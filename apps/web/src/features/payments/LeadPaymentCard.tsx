import { Button, Card, Stack, Text, Title } from "@mantine/core";
import type { Lead, LeadPayment, User } from "@uplink/domain";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import { formatDate, formatValue } from "../leads/leadFormat";
import { usePayForLead } from "./api/mutations";
import { providerPage } from "./leaveForProvider";
import { TestModeNotice } from "./TestModeNotice";

const STATUS_KEYS = {
  awaiting: "leads.payment.awaiting",
  held: "leads.payment.held",
  released: "leads.payment.released",
  refunded: "leads.payment.refunded",
  partially_refunded: "leads.payment.partiallyRefunded",
} as const satisfies Record<LeadPayment["status"], string>;

/**
 * Where an accepted job's price is (issue 24). Its customer pays an awaiting job with
 * "Pay €…", which opens the provider's checkout (or, with simulated payments, holds it
 * at once); the installer reads "Awaiting payment" until it is held.
 */
export function LeadPaymentCard({
  lead,
  payment,
  user,
}: {
  lead: Pick<Lead, "id" | "customerId">;
  payment: LeadPayment;
  user: User;
}) {
  const { t } = useTranslation();
  const pay = usePayForLead();
  const mayPay = payment.status === "awaiting" && lead.customerId === user.id;
  const onPay = () =>
    pay.mutate(
      { id: lead.id },
      {
        onSuccess: ({ url }) => {
          // A held lead answers its own page, which is already shown.
          if (new URL(url, window.location.href).origin !== window.location.origin) {
            providerPage.leave(url);
          }
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("leads.payment.payFailed"))),
      },
    );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lead-payment">
      <Stack gap="xs">
        <Title order={2} size="h4" id="lead-payment">
          {t("leads.payment.title")}
        </Title>
        <Text fw={600}>{t(STATUS_KEYS[payment.status])}</Text>
        {payment.status === "awaiting" && payment.dueAt && (
          <Text size="sm" c="dimmed">
            {t("leads.payment.dueBy", { date: formatDate(payment.dueAt) })}
          </Text>
        )}
        {payment.status === "held" && (
          <Text size="sm" c="dimmed">
            {t("leads.payment.heldHint")}
          </Text>
        )}
        {mayPay && (
          <Button mih={44} loading={pay.isPending} onClick={onPay}>
            {t("leads.payment.pay", { value: formatValue(payment.amount) })}
          </Button>
        )}
        <TestModeNotice />
      </Stack>
    </Card>
  );
}
