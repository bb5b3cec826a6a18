import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, dataUrl, leadInStatus, sceneJpeg } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

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

async function chooseLanguage(user: UserRow, locale: string): Promise<void> {
  const chosen = await t.app.inject({
    method: "PUT",
    url: "/api/account/locale",
    headers: cast.bearer(user),
    payload: { locale },
  });
  expect(chosen.statusCode).toBe(200);
}

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
    await chooseLanguage(cast.installer, "de");
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
    await chooseLanguage(cast.customer, "de");
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
    await chooseLanguage(cast.customer, "de");
    await chooseLanguage(cast.admin, "fr");
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

    await chooseLanguage(cast.admin, "en");
    const english = await t.app.inject({
      method: "GET",
      url: "/api/admin/recent-activities",
      headers: cast.bearer(cast.admin),
    });
    expect(english.json<{ body: string }[]>()[0]?.body).toBe(`${actor} deleted "${lead.title}"`);
  });
});
