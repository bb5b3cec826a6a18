import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@uplink/api/testing";
import { LIVE_STREAMS_PER_USER, messages } from "@uplink/domain";
import { STREAM_READY, useSseClients, type ServerSentEvent, type SseClient } from "./sse-client";
import {
  acceptedChat,
  buildTestApp,
  chatAcrossInstances,
  postChatMessage,
  useTwoListeningInstances,
  type TestApp,
  signInThrough,
} from "./test-support";

/*
 * Issue 13: the conversation is a tRPC subscription over server-sent events, fed by the
 * database's notifications, so a message posted on any instance reaches every open chat
 * within a second; a client that reconnects resumes after the last message it got.
 */

const password = "correct horse";
const pair = useTwoListeningInstances();
const { urls } = pair;
const openStream = useSseClients();

const signIn = (app: FastifyInstance, email: string) => signInThrough(app, email, password);

/** An accepted lead with its chat; its customer signed in on `other`, its installer on `one`. */
const openChat = () => chatAcrossInstances(pair, password);

async function live(
  base: string,
  token: string | undefined,
  input: { id: string; lastEventId?: string },
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const url = `${base}/trpc/conversation.live?input=${encodeURIComponent(JSON.stringify(input))}`;
  return openStream(url, {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  });
}

/** `live`, for a caller the server authorises: its ready event is read. */
async function ready(...args: Parameters<typeof live>): Promise<SseClient> {
  const stream = await live(...args);
  expect(stream.status).toBe(200);
  expect(await stream.next(1_000)).toEqual(STREAM_READY);
  return stream;
}

const post = postChatMessage;

/** `attempt`'s first defined answer, tried for up to two seconds (a closed stream is let go asynchronously). */
async function answerSoon<T>(attempt: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await attempt();
    if (answer !== undefined || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface LiveMessage {
  type: "message";
  message: { id: string; body: string; type: string };
}

function messageOf(event: ServerSentEvent | undefined): LiveMessage["message"] {
  expect(event?.event).toBe("message");
  const data = JSON.parse(event?.data ?? "null") as LiveMessage;
  expect(data.type).toBe("message");
  expect(event?.id).toBe(data.message.id);
  return data.message;
}

describe("the live conversation", () => {
  it("brings a message posted on another instance within a second", async () => {
    const { conversationId, customerToken, installerToken } = await openChat();
    const stream = await ready(urls.other, customerToken, { id: conversationId });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    // Nothing yet: an empty conversation sends no message.
    expect(await stream.next(300)).toBeUndefined();

    const sent = await post(pair.one.app, installerToken, conversationId, "On my way");
    const received = messageOf(await stream.next(1_000));
    expect(received).toMatchObject({ id: sent.id, body: "On my way", type: "TEXT" });
  });

  it("sends the messages already written, oldest first, then the new ones, each once", async () => {
    const { conversationId, customerToken, installerToken } = await openChat();
    const first = await post(pair.one.app, installerToken, conversationId, "First");
    const second = await post(pair.other.app, customerToken, conversationId, "Second");

    const stream = await ready(urls.one, installerToken, { id: conversationId });
    expect(messageOf(await stream.next(1_000)).id).toBe(first.id);
    expect(messageOf(await stream.next(1_000)).id).toBe(second.id);

    const posted = await Promise.all(
      ["a", "b", "c", "d", "e"].map((body, index) =>
        post(index % 2 ? pair.one.app : pair.other.app, customerToken, conversationId, body),
      ),
    );
    const events = await stream.drain(1_500);
    expect(events.map((event) => messageOf(event).id).sort()).toEqual(
      posted.map((message) => message.id).sort(),
    );
  });

  it("resumes after the last message a reconnecting client got, missing and repeating none", async () => {
    const { conversationId, customerToken, installerToken } = await openChat();
    const stream = await ready(urls.other, customerToken, { id: conversationId });
    const first = await post(pair.one.app, installerToken, conversationId, "One");
    const lastSeen = messageOf(await stream.next(1_000));
    expect(lastSeen.id).toBe(first.id);
    stream.close();

    const whileAway = await post(pair.one.app, installerToken, conversationId, "Two");
    // As EventSource reconnects: the Last-Event-ID header names the last event.
    const again = await ready(
      urls.one,
      customerToken,
      { id: conversationId },
      { "last-event-id": lastSeen.id },
    );
    expect(messageOf(await again.next(1_000)).id).toBe(whileAway.id);
    const after = await post(pair.other.app, installerToken, conversationId, "Three");
    expect(messageOf(await again.next(1_000)).id).toBe(after.id);
    expect(await again.next(300)).toBeUndefined();

    // As tRPC's link reconnects: lastEventId in the input.
    const viaInput = await ready(urls.other, customerToken, {
      id: conversationId,
      lastEventId: whileAway.id,
    });
    expect(messageOf(await viaInput.next(1_000)).id).toBe(after.id);
  });

  it("tells the chat when its lead changes, and ends the stream of an installer who left", async () => {
    const { lead, conversationId, customerToken, installerToken } = await openChat();
    const customer = await ready(urls.other, customerToken, { id: conversationId });
    const installer = await ready(urls.one, installerToken, { id: conversationId });

    const onSite = await pair.one.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/on-site`,
      headers: { authorization: `Bearer ${installerToken}` },
    });
    expect(onSite.statusCode).toBe(200);
    const customerEvents = await customer.drain(1_000);
    expect(customerEvents.map((event) => JSON.parse(event.data) as unknown)).toContainEqual({
      type: "lead",
      leadId: lead.id,
      status: "ON_SITE",
    });
    await installer.drain(500);

    // The installer is no longer the lead's: whatever the reason, the chat closes to them.
    await pair.one.database.db
      .updateTable("leads")
      .set({ installerId: null, status: "NEW" })
      .where("id", "=", lead.id)
      .execute();
    const refusal = await installer.next(1_000);
    expect(refusal?.event).toBe("serialized-error");
    expect(JSON.parse(refusal?.data ?? "{}")).toMatchObject({ data: { code: "NOT_FOUND" } });
  });

  it("says it is ready first once the caller and the chat are authorised, and never to a refused caller", async () => {
    const { conversationId, customerToken, installerToken } = await openChat();
    const written = await post(pair.one.app, installerToken, conversationId, "Before");

    const stream = await live(urls.other, customerToken, { id: conversationId });
    expect(await stream.next(1_000)).toEqual(STREAM_READY);
    expect(messageOf(await stream.next(1_000)).id).toBe(written.id);
    // A stream that goes quiet does not stay "live": tRPC's client reconnects after 25
    // seconds without an event, more than the server's 15 seconds between pings.
    expect(stream.clientOptions).toEqual({ reconnectAfterInactivityMs: 25_000 });

    const strangerUser = await createUser(pair.one.database.db, { password });
    const strangerToken = await signIn(pair.one.app, strangerUser.email);
    const stranger = await live(urls.other, strangerToken, { id: conversationId });
    const refused = await stranger.drain(1_000);
    expect(refused.map((event) => event.event)).toEqual(["serialized-error"]);
    expect(stranger.ended).toBe(true);
  });

  it("is refused to a stranger and to a caller without a session, before any message", async () => {
    const { conversationId, installerToken } = await openChat();
    await post(pair.one.app, installerToken, conversationId, "Private");
    const strangerUser = await createUser(pair.one.database.db, { password });
    const strangerToken = await signIn(pair.one.app, strangerUser.email);

    const stranger = await live(urls.one, strangerToken, { id: conversationId });
    const refused = await stranger.next(1_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({ data: { code: "NOT_FOUND" } });
    expect(await stranger.drain(300)).toEqual([]);

    const anonymous = await live(urls.one, undefined, { id: conversationId });
    const unauthorized = await anonymous.next(1_000);
    expect(unauthorized?.event).toBe("serialized-error");
    expect(JSON.parse(unauthorized?.data ?? "{}")).toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
  });

  it("lets one person hold at most LIVE_STREAMS_PER_USER open at once", async () => {
    const { conversationId, customerToken } = await openChat();
    // Each is streaming (it said it is ready) before the one too many.
    const open = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, () =>
        ready(urls.other, customerToken, { id: conversationId }),
      ),
    );
    const tooMany = await live(urls.other, customerToken, { id: conversationId });
    const refused = await tooMany.next(1_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({
      message: messages.server.liveStreamsTooMany,
      data: { code: "TOO_MANY_REQUESTS" },
    });

    open[0]?.close();
    const oneMore = await answerSoon(async () => {
      const stream = await live(urls.other, customerToken, { id: conversationId });
      const first = await stream.next(300);
      return first?.event === "serialized-error" ? undefined : stream;
    });
    expect(oneMore).toBeDefined();
  });

  it("refuses a cursor that is not a message id", async () => {
    const { conversationId, customerToken } = await openChat();
    const stream = await live(urls.other, customerToken, {
      id: conversationId,
      lastEventId: "yesterday",
    });
    const refused = await stream.next(1_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({ data: { code: "BAD_REQUEST" } });
  });
});

describe("the live conversation without notifications", () => {
  let app: TestApp;
  let base = "";
  beforeAll(async () => {
    app = await buildTestApp({ sessionCache: false });
    base = await app.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("still brings new messages, at the pace of a poll, and is cut (not ended) when the server stops", async () => {
    const {
      conversationId: id,
      customer,
      installer,
    } = await acceptedChat(app.database.db, password);
    const customerToken = await signIn(app.app, customer.email);
    const installerToken = await signIn(app.app, installer.email);

    const stream = await ready(base, customerToken, { id });
    const sent = await post(app.app, installerToken, id, "Heard by polling");
    expect(messageOf(await stream.next(5_000)).id).toBe(sent.id);

    // Stopping the server cuts the stream rather than waiting for it, and sends no `return`
    // event, which would tell the client not to reconnect.
    await app.app.close();
    expect(await stream.drain(2_000)).toEqual([]);
    expect(stream.ended).toBe(true);
  });
});
