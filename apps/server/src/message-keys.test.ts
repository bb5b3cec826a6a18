import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, dataUrl, leadInStatus, sceneJpeg } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import {
  buildTestApp,
  chooseLanguage,
  signInCast,
  type SignedInCast,
  type TestApp,
} from "./test-support";

/*
 * Issue 22: what the server says is a message key with its parameters, translated where
 * the answer is written for its reader; text kept for others is kept by key and read in
 * the reader's language.
 */

let t: TestApp;
let cast: SignedInCast;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/**
 * Runs `during` while `user`'s photo refusals cannot be recorded (their advisory lock is
 * held, see photos/photo-rejections.ts), once a request of theirs waits on it: the
 * request has written its refusal and not yet answered.
 */
async function whileRefusalWaits(user: UserRow, during: () => void): Promise<void> {
  await t.database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`photo_rejections:${user.id}`}, 0))`.execute(
      trx,
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql<{ waiting: string }>`
        select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted
      `.execute(t.database.db);
      if (Number(rows[0]?.waiting) > 0) break;
      if (Date.now() > deadline) throw new Error("the request never waited on the lock");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    during();
  });
}

/**
 * 10,000 answers of others, each with a sentence of its own, written in this process
 * (as the server writes them while it answers other requests).
 */
function tenThousandOtherAnswers(): void {
  for (let n = 0; n < 10_000; n += 1) {
    messages.server.photoAtPosition(n, messages.server.photoTooSmallSized(1000 + n, 10 + n));
  }
}

const smallPhoto = async (seed: number) =>
  dataUrl(await sceneJpeg({ seed, width: 320, height: 240 }));

describe("a German user's answer", () => {
  it("stays German after 10,000 other answers with distinct sentences were written in between (an error)", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.installer), "de");
    const lead = await leadInStatus(t.database.db, cast.customer.id, "ON_SITE", cast.installer.id);
    const photos = [
      dataUrl(await sceneJpeg({ seed: 41 })),
      await smallPhoto(42),
      dataUrl(await sceneJpeg({ seed: 43 })),
    ];
    const answer = t.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/done`,
      headers: cast.bearer(cast.installer),
      payload: { photos },
    });
    await whileRefusalWaits(cast.installer, tenThousandOtherAnswers);
    const refused = await answer;
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      de.server.photoAtPosition(2, de.server.photoTooSmallSized(320, 240)),
    );
  });

  it("stays German after 10,000 other answers with distinct sentences were written in between (a photo check's reason)", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.customer), "de");
    const photos = [dataUrl(await sceneJpeg({ seed: 44 })), await smallPhoto(45)];
    const german = de.server.photoAtPosition(2, de.server.photoTooSmallSized(320, 240));
    for (const url of ["/api/verify-property-photos", "/trpc/photos.verifyProperty"]) {
      const answer = t.app.inject({
        method: "POST",
        url,
        headers: cast.bearer(cast.customer),
        payload: { photos },
      });
      await whileRefusalWaits(cast.customer, tenThousandOtherAnswers);
      const response = await answer;
      expect(response.statusCode).toBe(200);
      const body = url.startsWith("/trpc")
        ? response.json<{ result: { data: unknown } }>().result.data
        : response.json<unknown>();
      expect(body).toMatchObject({ isValid: false, reason: german, feedback: german });
    }
  });
});

describe("text kept for others", () => {
  it("a French administrator reads an activity line a German user's action wrote in French", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.customer), "de");
    await chooseLanguage(t.app, cast.bearer(cast.admin), "fr");
    const lead = await createLead(t.database.db, cast.customer.id);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/workflow/leads/${lead.id}`,
      headers: cast.bearer(cast.customer),
    });
    expect(deleted.statusCode).toBe(200);
    const actor = `${cast.customer.firstName} ${cast.customer.lastName}`;

    const activity = await t.app.inject({
      method: "GET",
      url: "/api/admin/recent-activities",
      headers: cast.bearer(cast.admin),
    });
    expect(activity.statusCode).toBe(200);
    const lines = activity.json<{ body: string }[]>().map((line) => line.body);
    expect(lines[0]).toBe(fr.activity.leadDeleted(lead.title, actor));

    const stored = await t.database.db
      .selectFrom("activities")
      .select("body")
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe(`${actor} deleted "${lead.title}"`);

    await chooseLanguage(t.app, cast.bearer(cast.admin), "en");
    const english = await t.app.inject({
      method: "GET",
      url: "/api/admin/recent-activities",
      headers: cast.bearer(cast.admin),
    });
    expect(english.json<{ body: string }[]>()[0]?.body).toBe(`${actor} deleted "${lead.title}"`);
  });
});

describe("alerts written by a German user's action", () => {
  function post(user: UserRow, url: string, payload: object) {
    return t.app.inject({ method: "POST", url, headers: cast.bearer(user), payload });
  }

  it("a French administrator reads a dispute, a revision after release and repeated withdrawals in French", async () => {
    const { customer, otherInstaller: installer, admin } = cast;
    await chooseLanguage(t.app, cast.bearer(customer), "de");
    await chooseLanguage(t.app, cast.bearer(installer), "de");
    await chooseLanguage(t.app, cast.bearer(admin), "fr");

    const disputed = await leadInStatus(t.database.db, customer.id, "DONE", installer.id);
    const dispute = await post(customer, `/api/workflow/leads/${disputed.id}/dispute`, {
      reason: "Kabel hängt lose",
    });
    expect(dispute.statusCode).toBe(200);

    // Released already (as the automatic release may, racing the customer's request).
    const released = await leadInStatus(t.database.db, customer.id, "APPROVED", installer.id);
    await t.database.db
      .updateTable("leads")
      .set({ status: "DONE" })
      .where("id", "=", released.id)
      .execute();
    const revision = await post(customer, `/api/workflow/leads/${released.id}/revision`, {
      feedback: "Bitte neu ausrichten",
    });
    expect(revision.statusCode).toBe(200);

    for (const reason of ["eins", "zwei", "drei"]) {
      const lead = await leadInStatus(t.database.db, customer.id, "ACCEPTED", installer.id);
      const withdrawn = await post(installer, `/api/workflow/leads/${lead.id}/withdraw`, {
        reason,
      });
      expect(withdrawn.statusCode).toBe(200);
    }

    const alerts = await t.app.inject({
      method: "GET",
      url: "/api/admin/alerts",
      headers: cast.bearer(admin),
    });
    expect(alerts.statusCode).toBe(200);
    const descriptions = alerts.json<{ description: string }[]>().map((alert) => alert.description);
    const nameOf = (user: UserRow) => `${user.firstName} ${user.lastName}`;
    expect(descriptions).toEqual(
      expect.arrayContaining([
        fr.alerts.disputeOpened(disputed.title, nameOf(customer), "Kabel hängt lose"),
        fr.server.revisionAfterRelease,
        fr.alerts.repeatedWithdrawals(nameOf(installer), installer.email, 3, 30),
      ]),
    );
  });
});
