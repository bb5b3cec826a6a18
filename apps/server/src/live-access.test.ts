import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createUser } from "@uplink/api/testing";
import { STREAM_READY, useSseClients, type ServerSentEvent, type SseClient } from "./sse-client";
import {
  acceptedChat,
  buildTestApp,
  chatAcrossInstances,
  postChatMessage,
  secondInstance,
  signInThrough,
  useTwoListeningInstances,
  type SecondInstance,
  type TestApp,
  type TwoInstances,
} from "./test-support";

/*
 * A live stream lasts only as long as the access that opened it: a change of its session
 * or user, made through any instance, ends it on every instance within a second; losing
 * the lead ends a chat; and every stream is cut at its maximum age, after which the client
 * reconnects with its last event id and misses nothing.
 */

const password = "correct horse";
const openStream = useSseClients();

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

function chatStream(
  base: string,
  token: string,
  input: { id: string },
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const url = `${base}/trpc/conversation.live?input=${encodeURIComponent(JSON.stringify(input))}`;
  return openStream(url, { ...bearer(token), ...headers });
}

/** `chatStream`, for a caller the server authorises: its ready event is read. */
async function readyChat(...args: Parameters<typeof chatStream>): Promise<SseClient> {
  const stream = await chatStream(...args);
  expect(stream.status).toBe(200);
  expect(await stream.next(1_000)).toEqual(STREAM_READY);
  return stream;
}

/** leads.changes for a caller the server authorises: its ready event is read. */
async function leadStream(base: string, token: string): Promise<SseClient> {
  const stream = await openStream(`${base}/trpc/leads.changes`, bearer(token));
  expect(stream.status).toBe(200);
  expect(await stream.next(1_000)).toEqual(STREAM_READY);
  return stream;
}

function messageIdOf(event: ServerSentEvent | undefined): string | undefined {
  expect(event?.event).toBe("message");
  return (JSON.parse(event?.data ?? "null") as { message: { id: string } }).message.id;
}

/** The stream sends nothing more and is cut within `withinMs`: no event, not even `return`. */
async function expectCut(stream: SseClient, withinMs = 1_000) {
  expect(await stream.drain(withinMs)).toEqual([]);
  expect(stream.ended).toBe(true);
}

function codeOf(event: ServerSentEvent | undefined): unknown {
  expect(event?.event).toBe("serialized-error");
  return (JSON.parse(event?.data ?? "{}") as { data: { code: string } }).data.code;
}

/** A stream that is open and has read what was there (its first wait begun). */
async function settled(stream: Promise<SseClient>): Promise<SseClient> {
  const open = await stream;
  expect(open.status).toBe(200);
  await open.drain(300);
  return open;
}

describe("live streams across two instances", () => {
  const pair = useTwoListeningInstances();
  const { urls } = pair;
  const openChat = () => chatAcrossInstances(pair, password);

  it("a sign-out on one instance ends the session's chat and list on the other within a second", async () => {
    const { conversationId, customerToken, installerToken } = await openChat();
    const chat = await settled(chatStream(urls.other, customerToken, { id: conversationId }));
    const list = await settled(leadStream(urls.other, customerToken));

    const signOut = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: bearer(customerToken),
    });
    expect(signOut.statusCode).toBe(200);
    await expectCut(chat);
    await expectCut(list);

    // Its reconnect is refused, and nothing written afterwards reached it.
    await postChatMessage(pair.one.app, installerToken, conversationId, "Still there?");
    const again = await chatStream(urls.other, customerToken, { id: conversationId });
    expect(codeOf(await again.next(1_000))).toBe("UNAUTHORIZED");
  });

  it("a password change ends the other devices' streams for good, and its own device's reconnects", async () => {
    const { conversationId, customer, customerToken, installerToken } = await openChat();
    const phoneToken = await signInThrough(pair.one.app, customer.email, password);
    const laptop = await settled(chatStream(urls.other, customerToken, { id: conversationId }));
    const phone = await settled(chatStream(urls.other, phoneToken, { id: conversationId }));
    const first = await postChatMessage(pair.one.app, installerToken, conversationId, "First");
    expect(messageIdOf(await laptop.next(1_000))).toBe(first.id);
    expect(messageIdOf(await phone.next(1_000))).toBe(first.id);

    const change = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: bearer(phoneToken),
      payload: { currentPassword: password, newPassword: "battery staple horse" },
    });
    expect(change.statusCode, change.body).toBe(200);
    await expectCut(laptop);
    await expectCut(phone);

    const whileAway = await postChatMessage(pair.one.app, installerToken, conversationId, "Two");
    const laptopAgain = await chatStream(urls.other, customerToken, { id: conversationId });
    expect(codeOf(await laptopAgain.next(1_000))).toBe("UNAUTHORIZED");
    // The device that changed it stays signed in: its reconnect resumes after `first`.
    const phoneAgain = await readyChat(
      urls.other,
      phoneToken,
      { id: conversationId },
      { "last-event-id": first.id },
    );
    expect(messageIdOf(await phoneAgain.next(1_000))).toBe(whileAway.id);
  });

  it("deleting the account ends its streams on the other instance within a second", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const token = await signInThrough(pair.one.app, user.email, password);
    const list = await settled(leadStream(urls.other, token));

    const deleted = await pair.one.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { ...bearer(token), "x-confirm-password": password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectCut(list);
    const again = await openStream(`${urls.other}/trpc/leads.changes`, bearer(token));
    expect(codeOf(await again.next(1_000))).toBe("UNAUTHORIZED");
  });

  it("an installer who withdraws is told NOT_FOUND on the other instance within a second", async () => {
    const db = pair.one.database.db;
    const customer = await createUser(db, { password });
    const installer = await createUser(db, {
      role: "installer",
      verificationStatus: "APPROVED",
      password,
    });
    const customerToken = await signInThrough(pair.one.app, customer.email, password);
    const installerToken = await signInThrough(pair.one.app, installer.email, password);
    // Accepted through the API, so the customer's money is held and withdrawing refunds it.
    const lead = await createLead(db, customer.id);
    const accepted = await pair.one.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/accept`,
      headers: bearer(installerToken),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { id } = await db
      .selectFrom("conversations")
      .select("id")
      .where("leadId", "=", lead.id)
      .executeTakeFirstOrThrow();
    const theirs = await settled(chatStream(urls.other, installerToken, { id }));
    const customers = await settled(chatStream(urls.one, customerToken, { id }));

    const withdrawn = await pair.one.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/withdraw`,
      headers: bearer(installerToken),
      payload: { reason: "The van broke down" },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(codeOf(await theirs.next(1_000))).toBe("NOT_FOUND");
    // The customer may still read their own chat: it stays open to them.
    await customers.drain(500);
    expect(customers.ended).toBe(false);
  });
});

/** Two listening instances on one database whose streams last `maxAgeMs` at most. */
function useShortLivedStreams(maxAgeMs: number) {
  const env = { LIVE_STREAM_MAX_AGE_MS: String(maxAgeMs) };
  let one: TestApp | undefined;
  let other: SecondInstance | undefined;
  const urls = { one: "", other: "" };
  beforeAll(async () => {
    one = await buildTestApp({ env });
    other = await secondInstance(one, undefined, { env });
    urls.one = await one.app.listen({ port: 0, host: "127.0.0.1" });
    urls.other = await other.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });
  const pair: TwoInstances = {
    get one() {
      if (!one) throw new Error("not open");
      return one;
    },
    get other() {
      if (!other) throw new Error("not open");
      return other;
    },
  };
  return { pair, urls };
}

describe("a live stream at its maximum age", () => {
  const maxAgeMs = 1_500;
  const { pair, urls } = useShortLivedStreams(maxAgeMs);

  it("is cut, and the reconnect with the last event id misses no message", async () => {
    const { conversationId, customerToken, installerToken } = await chatAcrossInstances(
      pair,
      password,
    );
    const opened = Date.now();
    const stream = await readyChat(urls.other, customerToken, { id: conversationId });
    const first = await postChatMessage(pair.one.app, installerToken, conversationId, "One");
    expect(messageIdOf(await stream.next(1_000))).toBe(first.id);

    // Cut (no `return` event, which would tell the client to stop), at its age.
    expect(await stream.drain(maxAgeMs + 1_000)).toEqual([]);
    expect(stream.ended).toBe(true);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(maxAgeMs - 50);

    const whileAway = await postChatMessage(pair.one.app, installerToken, conversationId, "Two");
    const again = await readyChat(
      urls.one,
      customerToken,
      { id: conversationId },
      { "last-event-id": first.id },
    );
    expect(messageIdOf(await again.next(1_000))).toBe(whileAway.id);
  });
});

describe("live streams while session changes are not heard", () => {
  let app: TestApp;
  let base = "";
  beforeAll(async () => {
    app = await buildTestApp({ sessionCache: false });
    base = await app.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  async function signedInChat(server: FastifyInstance) {
    const { lead, conversationId, customer, installer } = await acceptedChat(
      app.database.db,
      password,
    );
    return {
      lead,
      id: conversationId,
      customerToken: await signInThrough(server, customer.email, password),
      installerToken: await signInThrough(server, installer.email, password),
    };
  }

  it("check their session at the pace of a poll: a sign-out ends them", async () => {
    const { id, customerToken } = await signedInChat(app.app);
    const chat = await settled(chatStream(base, customerToken, { id }));
    const list = await settled(leadStream(base, customerToken));
    const signOut = await app.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: bearer(customerToken),
    });
    expect(signOut.statusCode).toBe(200);
    await expectCut(chat, 5_000);
    await expectCut(list, 1_000);
  });

  it("check the chat's lead at the pace of a poll: an installer taken off it is told NOT_FOUND", async () => {
    const { lead, id, installerToken } = await signedInChat(app.app);
    const installer = await settled(chatStream(base, installerToken, { id }));
    await app.database.db
      .updateTable("leads")
      .set({ installerId: null, status: "NEW" })
      .where("id", "=", lead.id)
      .execute();
    expect(codeOf(await installer.next(5_000))).toBe("NOT_FOUND");
  });
});
