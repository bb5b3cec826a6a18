import { Card, Stack, Text, Title } from "@mantine/core";
import type { Settlement } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate, formatValue } from "../leadFormat";
import { DetailLine } from "./DetailLine";

const OUTCOME_KEYS = {
  release: "leads.settlement.outcome.release",
  refund: "leads.settlement.outcome.refund",
  split: "leads.settlement.outcome.split",
} as const satisfies Record<Settlement["outcome"], string>;

/** How an administrator settled the lead: where the held money went, and why. */
export function SettlementCard({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const euros = (value: number) => t("leads.euros", { value: formatValue(value) });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lead-settlement">
      <Stack gap="xs">
        <Title order={2} size="h4" id="lead-settlement">
          {t("leads.settlement.title")}
        </Title>
        <Text fw={600}>{t(OUTCOME_KEYS[settlement.outcome])}</Text>
        <DetailLine
          label={t("leads.settlement.installerEuros")}
          value={euros(settlement.installerEuros)}
        />
        <DetailLine
          label={t("leads.settlement.refundedEuros")}
          value={euros(settlement.refundedEuros)}
        />
        <DetailLine label={t("leads.settlement.note")} value={settlement.note} />
        <DetailLine
          label={t("leads.settlement.settledOn")}
          value={formatDate(settlement.settledAt)}
        />
      </Stack>
    </Card>
  );
}
