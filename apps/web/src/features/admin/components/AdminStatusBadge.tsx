import { Badge } from "@mantine/core";
import { VERIFICATION_STATUSES, VerificationStatus, type AdminUserStatus } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { STATUS_COLORS } from "../../../app/theme/statusColors";

const LABEL_KEYS = {
  NEW: "admin.status.new",
  ACCEPTED: "admin.status.accepted",
  APPROVED: "admin.status.approved",
  REJECTED: "admin.status.rejected",
} as const satisfies Record<AdminUserStatus, string>;

/** SPEC §4: an unknown status displays as NEW. */
function knownStatus(status: string | null | undefined): AdminUserStatus {
  return VERIFICATION_STATUSES.find((known) => known === status) ?? VerificationStatus.NEW;
}

/** A user's status in the admin tables, in words and colour (SPEC §4). */
export function AdminStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const known = knownStatus(status);
  return (
    <Badge color={STATUS_COLORS[known]} variant="light">
      {t(LABEL_KEYS[known])}
    </Badge>
  );
}
