import { beforeAll, describe, expect, it } from "vitest";
import type { LeadRow, UserRow } from "@uplink/db";
import { messages, type LeadStatus } from "@uplink/domain";
import {
  callerAs,
  createUser,
  dataUrl,
  leadInStatus,
  sceneJpeg,
  testConfig,
  useTestApi,
} from "../testing";
import { formatReleaseDate } from "./release-date";

/*
 * Issue 11: a DONE lead carries autoReleaseAt, AUTO_RELEASE_AFTER after it entered DONE.
 * Every way into DONE starts the clock afresh; every way out of DONE stops it.
 */

const api = useTestApi({ smtp: true });
const AFTER = testConfig.autoReleaseAfterMs;

let photos: string[];
beforeAll(async () => {
  photos = await Promise.all([71, 72, 73].map(async (seed) => dataUrl(await sceneJpeg({ seed }))));
});

const leadRow = (id: string): Promise<LeadRow> =>
  api.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A job of a fresh customer and installer in `status`, and both of them signed in. */
async function jobIn(status: LeadStatus) {
  const owner = await createUser(api.db, { role: "customer" });
  const taker = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  const lead = await leadInStatus(api.db, owner.id, status, taker.id);
  return {
    owner,
    lead,
    asOwner: await callerAs(api.deps, owner),
    asTaker: await callerAs(api.deps, taker),
  };
}

/** Completes the job as its installer, answering the lead and the moments around the call. */
async function complete(caller: Awaited<ReturnType<typeof jobIn>>["asTaker"], id: string) {
  const before = Date.now();
  const lead = await caller.leads.submitCompletion({ id, photos });
  return { lead, before, after: Date.now() };
}

async function lastMailTo(user: UserRow) {
  await api.deps.mail.drain();
  return (await api.smtp.mailsTo(user.email)).at(-1);
}

describe("the automatic release clock", () => {
  it("starts when the installer completes the job, and the customer's mail names the date", async () => {
    const { owner, lead, asOwner, asTaker } = await jobIn("ON_SITE");

    const { lead: done, before, after } = await complete(asTaker, lead.id);

    expect(done.status).toBe("DONE");
    const releaseAt = Date.parse(done.autoReleaseAt ?? "");
    expect(releaseAt).toBeGreaterThanOrEqual(before + AFTER);
    expect(releaseAt).toBeLessThanOrEqual(after + AFTER);
    expect((await asOwner.leads.byId({ id: lead.id })).lead.autoReleaseAt).toBe(done.autoReleaseAt);
    expect((await leadRow(lead.id)).releaseRemindersSent).toBe(0);
    const mail = await lastMailTo(owner);
    expect(mail?.subject).toBe(messages.leadEvents.done.subject(lead.title));
    expect(mail?.text).toContain(
      messages.autoRelease.notice(formatReleaseDate(new Date(releaseAt))),
    );
  });

  it("restarts when the job comes back from REVISION, with no reminder sent yet", async () => {
    const { lead, asOwner, asTaker } = await jobIn("ON_SITE");
    const first = await complete(asTaker, lead.id);
    // The first clock had already reminded the customer once.
    await api.db
      .updateTable("leads")
      .set({ releaseRemindersSent: 1 })
      .where("id", "=", lead.id)
      .execute();

    const revision = await asOwner.leads.requestRevision({ id: lead.id, feedback: "Cable clips" });
    expect(revision.autoReleaseAt).toBeNull();
    const second = await complete(asTaker, lead.id);

    const restartedAt = Date.parse(second.lead.autoReleaseAt ?? "");
    expect(restartedAt).toBeGreaterThanOrEqual(second.before + AFTER);
    expect(restartedAt).toBeGreaterThan(Date.parse(first.lead.autoReleaseAt ?? ""));
    expect(await leadRow(lead.id)).toMatchObject({
      status: "DONE",
      autoReleaseAt: new Date(restartedAt),
      releaseRemindersSent: 0,
    });
  });

  it("stops when the customer approves", async () => {
    const { lead, asOwner, asTaker } = await jobIn("ON_SITE");
    await complete(asTaker, lead.id);

    const approved = await asOwner.leads.approve({ id: lead.id });

    expect(approved).toMatchObject({ status: "APPROVED", autoReleaseAt: null });
    expect((await leadRow(lead.id)).autoReleaseAt).toBeNull();
  });

  it("stops when the customer asks for a revision", async () => {
    const { lead, asOwner, asTaker } = await jobIn("ON_SITE");
    await complete(asTaker, lead.id);

    await asOwner.leads.requestRevision({ id: lead.id, feedback: "The dish wobbles" });

    expect(await leadRow(lead.id)).toMatchObject({ status: "REVISION", autoReleaseAt: null });
  });

  it("stops when the customer disputes the work: the release is paused", async () => {
    const { lead, asOwner, asTaker } = await jobIn("ON_SITE");
    await complete(asTaker, lead.id);

    const disputed = await asOwner.leads.dispute({ id: lead.id, reason: "Wrong roof" });

    expect(disputed).toMatchObject({ status: "DISPUTED", autoReleaseAt: null });
    expect((await leadRow(lead.id)).autoReleaseAt).toBeNull();
  });

  it("is not started by steps before DONE", async () => {
    const { lead, asTaker } = await jobIn("ACCEPTED");

    const onSite = await asTaker.leads.markOnSite({ id: lead.id });

    expect(onSite.autoReleaseAt).toBeNull();
  });
});
