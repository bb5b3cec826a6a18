import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createUser } from "@uplink/api/testing";
import { STREAM_READY, useSseClients, type ServerSentEvent, type SseClient } from "./sse-client";
import {
  chatAcrossInstances,
  postChatMessage,
  signInThrough,
  useTwoListeningInstances,
} from "./test-support";

/*
 * A page that holds its session token but not the cookie (cookies cleared or blocked, a
 * restored tab) opens its live streams with a single-use ticket fetched with the token:
 * an EventSource sends no Authorization header, and the token itself never goes in a URL.
 */

const password = "correct horse";
const pair = useTwoListeningInstances();
const { urls } = pair;
const openStream = useSseClients();

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A ticket as the web fetches it: auth.streamTicket, a batch of one with the bearer header. */
async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/trpc/auth.streamTicket?batch=1",
    headers: { ...bearer(token), "content-type": "application/json" },
    payload: "{}",
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<[{ result: { data: { ticket: string } } }]>()[0].result.data.ticket;
}

/** conversation.live as httpSubscriptionLink opens it: the ticket in connectionParams, no header. */
function chatWithTicket(base: string, conversationId: string, ticket: string): Promise<SseClient> {
  const input = encodeURIComponent(JSON.stringify({ id: conversationId }));
  const params = encodeURIComponent(JSON.stringify({ ticket }));
  return openStream(`${base}/trpc/conversation.live?input=${input}&connectionParams=${params}`);
}

function codeOf(event: ServerSentEvent | undefined): unknown {
  expect(event?.event).toBe("serialized-error");
  return (JSON.parse(event?.data ?? "{}") as { data: { code: string } }).data.code;
}

describe("a live stream opened with a stream ticket", () => {
  it("brings the chat's messages to a page without the cookie, on any instance", async () => {
    const { conversationId, customerToken, installerToken } = await chatAcrossInstances(
      pair,
      password,
    );
    const ticket = await ticketFor(pair.one.app, customerToken);
    const stream = await chatWithTicket(urls.other, conversationId, ticket);
    expect(stream.status).toBe(200);
    expect(await stream.next(1_000)).toEqual(STREAM_READY);
    expect(await stream.next(300)).toBeUndefined();

    const sent = await postChatMessage(pair.one.app, installerToken, conversationId, "Hello");
    const event = await stream.next(1_000);
    expect(event?.event).toBe("message");
    expect(event?.id).toBe(sent.id);

    // It ends, as any stream, when its session does.
    const signOut = await pair.other.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: bearer(customerToken),
    });
    expect(signOut.statusCode).toBe(200);
    expect(await stream.drain(1_000)).toEqual([]);
    expect(stream.ended).toBe(true);
  });

  it("opens one stream only: the same ticket again is refused, on either instance", async () => {
    const { conversationId, customerToken } = await chatAcrossInstances(pair, password);
    const ticket = await ticketFor(pair.other.app, customerToken);
    const first = await chatWithTicket(urls.one, conversationId, ticket);
    expect(await first.next(1_000)).toEqual(STREAM_READY);
    expect(await first.next(300)).toBeUndefined();
    expect(first.ended).toBe(false);

    // Refused: never told it is ready, only why not.
    for (const base of [urls.one, urls.other]) {
      const again = await chatWithTicket(base, conversationId, ticket);
      const events = await again.drain(1_000);
      expect(events).toHaveLength(1);
      expect(codeOf(events[0])).toBe("UNAUTHORIZED");
      expect(again.ended).toBe(true);
    }
  });

  it("refuses made-up, altered and ended sessions' tickets as UNAUTHORIZED, never a 500", async () => {
    const { conversationId, customerToken } = await chatAcrossInstances(pair, password);
    const genuine = await ticketFor(pair.one.app, customerToken);
    const [sessionId = "", expires = "", nonce = "", signature = ""] = genuine.split(".");
    const altered = [
      "",
      "x",
      "a.b.c.d",
      `${sessionId}.${expires}.${nonce}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      `${sessionId}.${Number(expires) + 60_000}.${nonce}.${signature}`,
      `00000000-0000-0000-0000-000000000000.${expires}.${nonce}.${signature}`,
      `${sessionId}.${expires}.${nonce}`,
      `${sessionId}.99999999999999999999.${nonce}.${signature}`,
    ];
    for (const ticket of altered) {
      const stream = await chatWithTicket(urls.one, conversationId, ticket);
      expect(codeOf(await stream.next(1_000)), ticket).toBe("UNAUTHORIZED");
    }

    const user = await createUser(pair.one.database.db, { password });
    const token = await signInThrough(pair.one.app, user.email, password);
    const ofEnded = await ticketFor(pair.one.app, token);
    await pair.one.app.inject({ method: "POST", url: "/api/auth/signout", headers: bearer(token) });
    const params = encodeURIComponent(JSON.stringify({ ticket: ofEnded }));
    const list = await openStream(`${urls.other}/trpc/leads.changes?connectionParams=${params}`);
    expect(codeOf(await list.next(1_000))).toBe("UNAUTHORIZED");

    // The genuine one was never used: it still opens its stream.
    const stream = await chatWithTicket(urls.one, conversationId, genuine);
    expect(await stream.next(1_000)).toEqual(STREAM_READY);
    expect(await stream.next(300)).toBeUndefined();
    expect(stream.ended).toBe(false);
  });

  it("is asked for with a session, signs in nothing but a stream, and is never logged", async () => {
    const refused = await pair.one.app.inject({
      method: "POST",
      url: "/trpc/auth.streamTicket?batch=1",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(refused.statusCode).toBe(401);

    const user = await createUser(pair.one.database.db, { password });
    const token = await signInThrough(pair.one.app, user.email, password);
    const ticket = await ticketFor(pair.one.app, token);
    const params = encodeURIComponent(JSON.stringify({ ticket }));
    const me = await pair.one.app.inject({
      method: "GET",
      url: `/trpc/auth.me?connectionParams=${params}`,
    });
    expect(me.statusCode).toBe(401);

    const list = await openStream(`${urls.one}/trpc/leads.changes?connectionParams=${params}`);
    expect(list.status).toBe(200);
    expect(await list.next(1_000)).toEqual(STREAM_READY);
    expect(await list.next(300)).toBeUndefined();
    expect(list.ended).toBe(false);
    expect(pair.one.logs()).not.toContain(ticket);
    expect(pair.one.logs()).not.toContain(params);
    expect(pair.one.logs()).toContain("/trpc/leads.changes?connectionParams=[redacted]");
  });
});
