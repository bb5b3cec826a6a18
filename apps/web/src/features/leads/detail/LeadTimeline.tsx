import { Timeline, Text } from "@mantine/core";
import type { LeadStatus } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";

/**
 * The index of the last reached step; a revision sends the job back to "On Site", a
 * dispute holds it at "Work Complete" and a cancelled request never got further than
 * being posted (the badge says it was cancelled).
 */
const REACHED_STEP: Record<LeadStatus, number> = {
  NEW: 0,
  ACCEPTED: 1,
  ON_SITE: 2,
  REVISION: 2,
  DONE: 3,
  APPROVED: 4,
  CANCELLED: 0,
  DISPUTED: 3,
};

export function LeadTimeline({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  const steps = [
    t("leads.timeline.created"),
    t("leads.timeline.assigned"),
    t("leads.timeline.onSite"),
    t("leads.timeline.complete"),
    t("leads.timeline.approved"),
  ];
  const reached = REACHED_STEP[status];
  return (
    <Timeline active={reached} bulletSize={18} lineWidth={2} aria-label={t("leads.timeline.label")}>
      {steps.map((step, index) => (
        <Timeline.Item
          key={step}
          title={step}
          aria-current={index === reached ? "step" : undefined}
        >
          <Text size="xs" c="dimmed">
            {index <= reached ? t("leads.timeline.reached") : t("leads.timeline.pending")}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
