import { Badge } from "@mantine/core";
import type { LeadStatus } from "@uplink/domain";
import { useTranslation } from "../../i18n/useTranslation";
import { STATUS_COLORS } from "../../app/theme/statusColors";

const STATUS_LABEL_KEYS = {
  NEW: "leads.status.new",
  ACCEPTED: "leads.status.accepted",
  ON_SITE: "leads.status.onSite",
  DONE: "leads.status.done",
  REVISION: "leads.status.revision",
  APPROVED: "leads.status.approved",
  CANCELLED: "leads.status.cancelled",
  DISPUTED: "leads.status.disputed",
} as const satisfies Record<LeadStatus, string>;

/** A lead's status in words and colour, never colour alone. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}
