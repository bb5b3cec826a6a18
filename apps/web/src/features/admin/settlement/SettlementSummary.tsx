import { Stack, Text } from "@mantine/core";
import type { Settlement } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate, formatValue } from "../../leads/leadFormat";

const OUTCOME_SUMMARY_KEYS = {
  release: "admin.settlement.released",
  refund: "admin.settlement.refunded",
  split: "admin.settlement.split",
} as const satisfies Record<Settlement["outcome"], string>;

/** How an administrator settled a lead: who got what, when, and the note they gave. */
export function SettlementSummary({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(OUTCOME_SUMMARY_KEYS[settlement.outcome], {
          installer: formatValue(settlement.installerEuros),
          customer: formatValue(settlement.refundedEuros),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t("admin.settlement.settledOn", { date: formatDate(settlement.settledAt) })}
      </Text>
      <Text size="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {settlement.note}
      </Text>
    </Stack>
  );
}
