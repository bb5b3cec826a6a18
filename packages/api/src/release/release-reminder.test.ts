import { describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { callerAs, createUser, doneLeadReleasedAt, useTestApi } from "../testing";
import { formatReleaseDate } from "./release-date";
import { remindOfRelease, remindOverdue } from "./release-reminder";

/*
 * Issue 11: the customer of a DONE lead is reminded by mail, halfway and a day before,
 * that its payment is released on its date unless they approve or ask for a revision.
 */

const api = useTestApi({ smtp: true });
const DAY = 24 * 60 * 60 * 1000;

/** A DONE lead released in three days, its parties, and the job of one of its reminders. */
async function waitingLead() {
  const owner = await createUser(api.db, { role: "customer" });
  const taker = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  const releaseAt = new Date(Date.now() + 3 * DAY);
  const lead = await doneLeadReleasedAt(api.db, owner.id, taker.id, releaseAt);
  const job = (reminder: 1 | 2, autoReleaseAt = releaseAt) => ({
    leadId: lead.id,
    autoReleaseAt: autoReleaseAt.toISOString(),
    reminder,
  });
  return { owner, taker, lead, releaseAt, job };
}

const remindersSent = async (leadId: string) =>
  (
    await api.db
      .selectFrom("leads")
      .select("releaseRemindersSent")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow()
  ).releaseRemindersSent;

async function mailsTo(email: string) {
  await api.deps.mail.drain();
  return api.smtp.receivedBy(email);
}

describe("reminding the customer of the automatic release", () => {
  it("mails the customer once per reminder, naming the date, however often its job runs", async () => {
    const { owner, taker, lead, releaseAt, job } = await waitingLead();

    const halfway = await Promise.all(
      Array.from({ length: 10 }, () => remindOfRelease(api.deps, job(1))),
    );

    expect(halfway.filter(Boolean)).toHaveLength(1);
    expect(await remindersSent(lead.id)).toBe(1);
    const [mail] = await api.smtp.mailsTo(owner.email);
    expect(mail?.subject).toBe(messages.autoRelease.reminderMail.subject(lead.title));
    expect(mail?.text).toContain(messages.autoRelease.notice(formatReleaseDate(releaseAt)));

    expect(await remindOfRelease(api.deps, job(2))).toBe(true);
    expect(await remindOfRelease(api.deps, job(2))).toBe(false);
    expect(await remindOfRelease(api.deps, job(1))).toBe(false);
    expect(await remindersSent(lead.id)).toBe(2);
    expect(await mailsTo(owner.email)).toHaveLength(2);
    expect(await mailsTo(taker.email)).toEqual([]);
  });

  it("skips a halfway reminder that comes after the one a day before", async () => {
    const { owner, job } = await waitingLead();

    expect(await remindOfRelease(api.deps, job(2))).toBe(true);
    expect(await remindOfRelease(api.deps, job(1))).toBe(false);

    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it("skips a lead the customer has answered", async () => {
    const { owner, lead, job } = await waitingLead();
    await (
      await callerAs(api.deps, owner)
    ).leads.requestRevision({
      id: lead.id,
      feedback: "The cable hangs loose",
    });

    expect(await remindOfRelease(api.deps, job(1))).toBe(false);

    expect(await remindersSent(lead.id)).toBe(0);
    expect(await mailsTo(owner.email)).toEqual([]);
  });

  it("skips a reminder of an earlier clock: the job came back from REVISION since", async () => {
    const { owner, lead, releaseAt, job } = await waitingLead();

    const earlier = new Date(releaseAt.getTime() - DAY);
    expect(await remindOfRelease(api.deps, job(1, earlier))).toBe(false);

    expect(await remindersSent(lead.id)).toBe(0);
    expect(await mailsTo(owner.email)).toEqual([]);
  });
});

describe("the sweep's reminders (a reminder job that was never queued)", () => {
  it("sends the latest due reminder once, and none before halfway", async () => {
    const { owner, lead, releaseAt } = await waitingLead();
    const early = await waitingLead();
    // Released in 3 days of a 14-day wait: halfway has passed, the day before has not.
    await api.db
      .updateTable("leads")
      .set({ autoReleaseAt: new Date(Date.now() + 10 * DAY) })
      .where("id", "=", early.lead.id)
      .execute();

    await remindOverdue(api.deps);
    await remindOverdue(api.deps);
    expect(await remindersSent(lead.id)).toBe(1);
    expect(await remindersSent(early.lead.id)).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(early.owner.email)).toHaveLength(0);

    // Half a day before the release: the day-before reminder, once.
    const dayBefore = new Date(releaseAt.getTime() - DAY / 2);
    await remindOverdue(api.deps, dayBefore);
    await remindOverdue(api.deps, dayBefore);
    expect(await remindersSent(lead.id)).toBe(2);
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });
});
