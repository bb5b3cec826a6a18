import type { LeadRow, LeadUpdate } from "@uplink/db";
import { LeadStatus } from "@uplink/domain";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a status change does to the automatic release clock (issue 11): entering DONE —
 * from ON_SITE, or again from REVISION — starts it afresh at AUTO_RELEASE_AFTER from now
 * with no reminder sent; leaving DONE by any action (approval, revision, dispute,
 * settlement…) stops it, so a dispute pauses the release. Other changes leave it alone.
 */
export function releaseClockColumns(
  from: LeadStatus,
  to: LeadStatus,
  autoReleaseAfterMs: number,
  now: Date,
): Pick<LeadUpdate, "autoReleaseAt" | "releaseRemindersSent"> {
  if (to === LeadStatus.DONE) {
    return { autoReleaseAt: new Date(now.getTime() + autoReleaseAfterMs), releaseRemindersSent: 0 };
  }
  if (from === LeadStatus.DONE) return { autoReleaseAt: null };
  return {};
}

/** Whether the platform may release this lead now: still DONE and its time has come. */
export function isReleaseDue(lead: Pick<LeadRow, "status" | "autoReleaseAt">, now: Date): boolean {
  return (
    lead.status === LeadStatus.DONE &&
    lead.autoReleaseAt !== null &&
    lead.autoReleaseAt.getTime() <= now.getTime()
  );
}

/** One of the customer's reminders: 1 halfway through the wait, 2 a day before the end. */
export interface ReleaseReminder {
  reminder: 1 | 2;
  at: Date;
}

/**
 * When the customer is reminded of a release due at `autoReleaseAt`: halfway through the
 * wait, and a day before the release when the wait is longer than two days (otherwise
 * the day before would come before, or at, the halfway reminder).
 */
export function releaseReminders(
  autoReleaseAt: Date,
  autoReleaseAfterMs: number,
): ReleaseReminder[] {
  const release = autoReleaseAt.getTime();
  const reminders: ReleaseReminder[] = [
    { reminder: 1, at: new Date(release - Math.floor(autoReleaseAfterMs / 2)) },
  ];
  if (autoReleaseAfterMs > 2 * DAY_MS)
    reminders.push({ reminder: 2, at: new Date(release - DAY_MS) });
  return reminders;
}
