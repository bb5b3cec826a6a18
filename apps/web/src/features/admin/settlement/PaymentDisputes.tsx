import { Alert, Card, Stack, Text, Title } from "@mantine/core";
import type { PaymentDispute } from "@uplink/domain";
import type { TextKey, TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { DetailLine } from "../../leads/detail/DetailLine";
import { formatDate, formatValue } from "../../leads/leadFormat";
import { useLeadDisputes } from "../api/queries";

/** The words for the provider's dispute reasons and statuses; others are shown as sent. */
const REASON_KEYS: Readonly<Record<string, TextKey>> = {
  fraudulent: "admin.disputes.reasons.fraudulent",
  duplicate: "admin.disputes.reasons.duplicate",
  product_not_received: "admin.disputes.reasons.productNotReceived",
  product_unacceptable: "admin.disputes.reasons.productUnacceptable",
  credit_not_processed: "admin.disputes.reasons.creditNotProcessed",
  unrecognized: "admin.disputes.reasons.unrecognized",
  subscription_canceled: "admin.disputes.reasons.subscriptionCanceled",
  general: "admin.disputes.reasons.general",
};
const STATUS_KEYS: Readonly<Record<string, TextKey>> = {
  needs_response: "admin.disputes.statuses.needsResponse",
  under_review: "admin.disputes.statuses.underReview",
  warning_needs_response: "admin.disputes.statuses.warningNeedsResponse",
  warning_under_review: "admin.disputes.statuses.warningUnderReview",
  warning_closed: "admin.disputes.statuses.warningClosed",
  won: "admin.disputes.statuses.won",
  lost: "admin.disputes.statuses.lost",
  prevented: "admin.disputes.statuses.prevented",
};
const OUTCOME_KEYS = {
  won: "admin.disputes.outcomes.won",
  lost: "admin.disputes.outcomes.lost",
  closed: "admin.disputes.outcomes.closed",
} as const satisfies Record<NonNullable<PaymentDispute["outcome"]>, string>;

const wordFor = (t: TFunction, keys: Readonly<Record<string, TextKey>>, value: string) =>
  Object.hasOwn(keys, value) ? t(keys[value]!) : value;

/**
 * The banks' disputes of a lead's payment (issue 24), for the administrator who settles
 * it: amount, reason, status, when each was opened and closed, and how it ended. Shows
 * nothing while loading or when the lead has none; administrators only (the server
 * refuses everyone else).
 */
export function PaymentDisputes({ leadId, card = false }: { leadId: string; card?: boolean }) {
  const disputes = useLeadDisputes(leadId);
  return <LeadDisputes leadId={leadId} disputes={disputes} card={card} />;
}

/** What a screen that asked for a lead's disputes itself knows of them (useLeadDisputes). */
export interface LeadDisputesAnswer {
  data: readonly PaymentDispute[] | undefined;
  isError: boolean;
}

/** PaymentDisputes of an answer the screen holds, so that it waits for the same answer. */
export function LeadDisputes({
  leadId,
  disputes,
  card = false,
}: {
  leadId: string;
  disputes: LeadDisputesAnswer;
  card?: boolean;
}) {
  const { t } = useTranslation();
  if (disputes.isError) {
    return <Alert color="red">{t("admin.disputes.loadFailed")}</Alert>;
  }
  if (!disputes.data || disputes.data.length === 0) return null;
  const content = (
    <Stack gap="sm">
      <Title order={2} size="h4" id={`payment-disputes-${leadId}`}>
        {t("admin.disputes.title")}
      </Title>
      <Text size="sm">{t("admin.disputes.intro")}</Text>
      <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {disputes.data.map((dispute) => (
          <DisputeItem key={dispute.id} dispute={dispute} t={t} />
        ))}
      </Stack>
    </Stack>
  );
  return card ? (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={`payment-disputes-${leadId}`}
    >
      {content}
    </Card>
  ) : (
    <section aria-labelledby={`payment-disputes-${leadId}`}>{content}</section>
  );
}

function DisputeItem({ dispute, t }: { dispute: PaymentDispute; t: TFunction }) {
  return (
    <Stack gap={2} component="li" aria-label={dispute.id}>
      <DetailLine
        label={t("admin.disputes.amount")}
        value={t("leads.euros", { value: formatValue(dispute.amountEuros) })}
      />
      <DetailLine
        label={t("admin.disputes.reason")}
        value={wordFor(t, REASON_KEYS, dispute.reason)}
      />
      <DetailLine
        label={t("admin.disputes.status")}
        value={wordFor(t, STATUS_KEYS, dispute.status)}
      />
      <DetailLine label={t("admin.disputes.opened")} value={formatDate(dispute.openedAt)} />
      <DetailLine
        label={t("admin.disputes.closed")}
        value={dispute.closedAt ? formatDate(dispute.closedAt) : t("admin.disputes.stillOpen")}
      />
      {dispute.outcome && (
        <DetailLine label={t("admin.disputes.outcome")} value={t(OUTCOME_KEYS[dispute.outcome])} />
      )}
    </Stack>
  );
}
