import { Badge, Group, Text } from "@mantine/core";
import { LeadStatus, type ListedLead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { distanceText } from "../leadFormat";

/**
 * Where a job is for the installer weighing it: how far from their service town, and a
 * mark on a new job outside their radius or whose town could not be found on the map
 * (those are shown to every installer, so they are told apart).
 */
export function LeadPlace({ lead }: { lead: ListedLead }) {
  const { t } = useTranslation();
  const outside = lead.inServiceArea === false && lead.status === LeadStatus.NEW;
  if (lead.located && lead.distanceKm === null && !outside) return null;
  return (
    <Group gap="xs">
      {lead.distanceKm !== null && (
        <Text size="sm" c="dimmed">
          {distanceText(lead.distanceKm)}
        </Text>
      )}
      {outside && (
        <Badge color="orange" variant="light">
          {t("dashboard.outsideArea")}
        </Badge>
      )}
      {!lead.located && (
        <Badge color="gray" variant="light">
          {t("dashboard.locationUnknown")}
        </Badge>
      )}
    </Group>
  );
}
