import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { STREAM_READY, useSseClients, type ServerSentEvent } from "./sse-client";
import {
  buildTestApp,
  chooseLanguage,
  signInCast,
  type SignedInCast,
  type TestApp,
} from "./test-support";

/*
 * Issue 22: the chat's SYSTEM lines (a lead's step, a warning that contact details were
 * removed) are kept by key and read in each reader's language, on every surface that
 * answers messages; the unchanged poll's ETag names the language it was answered in.
 */

let t: TestApp;
let cast: SignedInCast;
let base = "";

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.database.db);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
});

interface Said {
  type: string;
  body: string;
}

/**
 * A lead whose installer went on site through the API (one SYSTEM line), after which
 * the installer gave their phone number in the chat (replaced, and a SYSTEM warning).
 */
async function chatWithSystemLines(): Promise<{ leadId: string; conversationId: string }> {
  const lead = await createLead(t.database.db, cast.customer.id, {
    installerId: cast.installer.id,
    status: "ACCEPTED",
  });
  const { id: conversationId } = await t.database.db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const onSite = await t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${lead.id}/on-site`,
    headers: cast.bearer(cast.installer),
  });
  expect(onSite.statusCode).toBe(200);
  const sent = await t.app.inject({
    method: "POST",
    url: `/api/conversation/${conversationId}/msg`,
    headers: cast.bearer(cast.installer),
    payload: { type: "TEXT", body: "Call me on +49 170 1234567" },
  });
  expect(sent.statusCode).toBe(200);
  return { leadId: lead.id, conversationId };
}

const systemLines = (said: Said[]) =>
  said.filter((message) => message.type === "SYSTEM").map((message) => message.body);

async function restMessages(url: string, headers: Record<string, string>): Promise<Said[]> {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  const body = response.json<Said[] | { messages: Said[] }>();
  return Array.isArray(body) ? body : body.messages;
}

async function trpcMessages(path: string, input: object, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: "GET",
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: { messages: Said[] } } }>().result.data.messages;
}

describe("a chat's SYSTEM lines", () => {
  it("a German customer and a French installer read the same lines each in their language, on every read", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.customer), "de");
    await chooseLanguage(t.app, cast.bearer(cast.installer), "fr");
    const { leadId, conversationId } = await chatWithSystemLines();
    const german = [de.leadEvents.onSite.system, de.server.contactDetailsRemoved];
    const french = [fr.leadEvents.onSite.system, fr.server.contactDetailsRemoved];
    const customer = cast.bearer(cast.customer);
    const installer = cast.bearer(cast.installer);

    expect(
      systemLines(await restMessages(`/api/conversation/${conversationId}`, customer)),
    ).toEqual(german);
    expect(systemLines(await restMessages(`/api/leads/${leadId}/messages`, customer))).toEqual(
      german,
    );
    expect(
      systemLines(await trpcMessages("conversation.byId", { id: conversationId }, customer)),
    ).toEqual(german);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/workflow/leads/${leadId}`,
      headers: customer,
    });
    expect(
      systemLines(detail.json<{ conversation: { messages: Said[] } }>().conversation.messages),
    ).toEqual(german);

    expect(
      systemLines(await restMessages(`/api/conversation/${conversationId}`, installer)),
    ).toEqual(french);
    expect(
      systemLines(await trpcMessages("conversation.byId", { id: conversationId }, installer)),
    ).toEqual(french);
  });

  it("an English reader reads them as before, byte for byte, and the English text stays stored", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.customer), "de");
    const { conversationId } = await chatWithSystemLines();
    // The administrator has chosen no language and the request names none: English.
    const read = await t.app.inject({
      method: "GET",
      url: `/api/conversation/${conversationId}`,
      headers: cast.bearer(cast.admin),
    });
    const stored = await t.database.db
      .selectFrom("messages")
      .select(["id", "senderId", "type", "body", "createdAt"])
      .where("conversationId", "=", conversationId)
      .orderBy("seq")
      .execute();
    expect(stored.filter((row) => row.type === "SYSTEM").map((row) => row.body)).toEqual([
      messages.leadEvents.onSite.system,
      messages.server.contactDetailsRemoved,
    ]);
    const asBefore = stored.map(({ createdAt, ...row }) => ({
      ...row,
      photoUrl: null,
      createdAt: createdAt.toISOString(),
    }));
    // The same fields in the same order, the English text as it is stored.
    expect(read.body).toContain(`"messages":${JSON.stringify(asBefore)}`);
  });

  it("a reader who has chosen no language reads them in their Accept-Language", async () => {
    const { conversationId } = await chatWithSystemLines();
    const read = await restMessages(`/api/conversation/${conversationId}`, {
      ...cast.bearer(cast.admin),
      "accept-language": "fr-FR,fr;q=0.9",
    });
    expect(systemLines(read)).toEqual([
      fr.leadEvents.onSite.system,
      fr.server.contactDetailsRemoved,
    ]);
  });
});

describe("the live conversation", () => {
  const openStream = useSseClients();
  const messageOf = (event: ServerSentEvent | undefined) =>
    (JSON.parse(event?.data ?? "null") as { message: Said }).message;

  it("streams the SYSTEM lines, old and new, in the reader's language", async () => {
    await chooseLanguage(t.app, cast.bearer(cast.customer), "de");
    const { conversationId } = await chatWithSystemLines();
    const input = encodeURIComponent(JSON.stringify({ id: conversationId }));
    const stream = await openStream(
      `${base}/trpc/conversation.live?input=${input}`,
      cast.bearer(cast.customer),
    );
    expect(stream.status).toBe(200);
    expect(await stream.next(1_000)).toEqual(STREAM_READY);
    // The step's line, the installer's message and the warning, as they were written.
    const old: Said[] = [];
    while (old.length < 3) old.push(messageOf(await stream.next(1_000)));
    expect(systemLines(old)).toEqual([
      de.leadEvents.onSite.system,
      de.server.contactDetailsRemoved,
    ]);

    const sent = await t.app.inject({
      method: "POST",
      url: `/api/conversation/${conversationId}/msg`,
      headers: cast.bearer(cast.installer),
      payload: { type: "TEXT", body: "Or write to me at someone@example.com" },
    });
    expect(sent.statusCode).toBe(200);
    const fresh = [messageOf(await stream.next(2_000)), messageOf(await stream.next(2_000))];
    expect(systemLines(fresh)).toEqual([de.server.contactDetailsRemoved]);
  });
});

describe("the unchanged poll in another language", () => {
  /** Polls over HTTP, where the answers from memory are given too. */
  const poll = (url: string, headers: Record<string, string>) =>
    fetch(`${base}${url}`, { headers });

  it("is no 304: the ETag names the language, from memory and through Fastify alike", async () => {
    const { leadId } = await chatWithSystemLines();
    const url = `/api/leads/${leadId}/messages`;
    const admin = cast.bearer(cast.admin);

    const english = await poll(url, admin);
    expect(english.status).toBe(200);
    const englishEtag = String(english.headers.get("etag"));
    // English keeps the ETag of the messages alone.
    expect(englishEtag).toMatch(/^"m\d+"$/);
    expect(systemLines((await english.json()) as Said[])[0]).toBe(
      messages.leadEvents.onSite.system,
    );
    // Asked again in English: unchanged, from memory.
    expect((await poll(url, { ...admin, "if-none-match": englishEtag })).status).toBe(304);

    for (const ask of [
      (headers: Record<string, string>) => poll(url, headers),
      async (headers: Record<string, string>) => {
        const injected = await t.app.inject({ method: "GET", url, headers });
        return new Response(injected.statusCode === 304 ? null : injected.body, {
          status: injected.statusCode,
          headers: { etag: String(injected.headers.etag) },
        });
      },
    ]) {
      const german = await ask({ ...admin, "accept-language": "de", "if-none-match": englishEtag });
      expect(german.status).toBe(200);
      const germanEtag = String(german.headers.get("etag"));
      expect(germanEtag).not.toBe(englishEtag);
      expect(systemLines((await german.json()) as Said[])[0]).toBe(de.leadEvents.onSite.system);

      const germanAgain = await ask({
        ...admin,
        "accept-language": "de",
        "if-none-match": germanEtag,
      });
      expect(germanAgain.status).toBe(304);
      expect(germanAgain.headers.get("etag")).toBe(germanEtag);

      const french = await ask({ ...admin, "accept-language": "fr", "if-none-match": germanEtag });
      expect(french.status).toBe(200);
      expect(systemLines((await french.json()) as Said[])[0]).toBe(fr.leadEvents.onSite.system);
    }
  });

  it("is no 304 after the reader chose another language", async () => {
    const headers = cast.bearer(cast.admin);
    await chooseLanguage(t.app, cast.bearer(cast.admin), "de");
    const { leadId } = await chatWithSystemLines();
    const url = `/api/leads/${leadId}/messages`;
    const first = await poll(url, headers);
    const etag = String(first.headers.get("etag"));
    expect(systemLines((await first.json()) as Said[])[0]).toBe(de.leadEvents.onSite.system);
    expect((await poll(url, { ...headers, "if-none-match": etag })).status).toBe(304);

    await chooseLanguage(t.app, cast.bearer(cast.admin), "fr");
    const french = await poll(url, { ...headers, "if-none-match": etag });
    expect(french.status).toBe(200);
    expect(systemLines((await french.json()) as Said[])[0]).toBe(fr.leadEvents.onSite.system);
    await chooseLanguage(t.app, cast.bearer(cast.admin), "en");
  });
});
