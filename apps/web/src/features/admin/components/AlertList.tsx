import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { Alert } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDateTime } from "../adminFormat";
import { ALERT_TYPE_KEYS } from "./AlertTypeLabel";
import { LeakAlertDetails } from "./LeakAlertDetails";
import { EmptyCard } from "./ListStates";
import type { Resolver } from "./useResolve";

/** Resolved in green or Active in red (SPEC §2). */
export function AlertStatusBadge({ isResolved }: { isResolved: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isResolved ? "green" : "red"} variant="light">
      {isResolved ? t("admin.alerts.resolved") : t("admin.alerts.active")}
    </Badge>
  );
}

function ResolveButton({ alert, resolver }: { alert: Alert; resolver: Resolver }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      mih={44}
      loading={resolver.resolvingId === alert.id}
      onClick={() => resolver.resolve(alert.id)}
    >
      {t("admin.console.resolve")}
    </Button>
  );
}

interface AlertListProps {
  alerts: Alert[];
  resolver: Resolver;
  /** Whether each alert shows its Resolved or Active badge. */
  withStatus?: boolean;
}

/**
 * Alerts as a list of cards named by their description: type, description and time (a
 * leak_detection alert also what was written, by whom, and a link to its lead), and
 * Resolve on those still open.
 */
export function AlertList({ alerts, resolver, withStatus = false }: AlertListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {alerts.map((alert) => (
        <li key={alert.id}>
          <Card withBorder padding="md" component="article" aria-label={alert.description}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ flex: "1 1 16rem" }}>
                <Badge color="orange" variant="light">
                  {t(ALERT_TYPE_KEYS[alert.type])}
                </Badge>
                <Text size="sm">{alert.description}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(alert.createdAt)}
                </Text>
                {alert.details && <LeakAlertDetails details={alert.details} />}
              </Stack>
              <Group gap="xs">
                {withStatus && <AlertStatusBadge isResolved={alert.isResolved} />}
                {!alert.isResolved && <ResolveButton alert={alert} resolver={resolver} />}
              </Group>
            </Group>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** No alert to show (SPEC §2): 'All Clear! No active alerts at this time.' */
export function AllClear() {
  const { t } = useTranslation();
  return (
    <EmptyCard>
      <Text fw={600}>{t("admin.console.allClearTitle")}</Text>
      <Text c="dimmed">{t("admin.console.allClearMessage")}</Text>
    </EmptyCard>
  );
}
