import { Alert } from "@mantine/core";
import { LeadStatus, type Lead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate } from "../leadFormat";

/**
 * Tells both parties of a DONE lead when its payment is released without an answer
 * (AUTO_RELEASE_AFTER after completion), so the customer knows to review in time.
 */
export function AutoReleaseNotice({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  if (lead.status !== LeadStatus.DONE || lead.autoReleaseAt === null) return null;
  return (
    <Alert color="violet" variant="light">
      {t("leads.autoRelease", { date: formatDate(lead.autoReleaseAt) })}
    </Alert>
  );
}
