import { describe, expect, it } from "vitest";
import { LIVE_STREAMS_PER_USER } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { STREAM_READY, useSseClients, type ServerSentEvent, type SseClient } from "./sse-client";
import { chatAcrossInstances, chooseLanguage, useTwoListeningInstances } from "./test-support";

/*
 * Issue 22: a live stream's own refusals (conversation.live, leads.changes) are said by
 * key and written in the caller's language, over real HTTP: their saved choice, else the
 * language their request names (Accept-Language).
 */

const password = "correct horse";
const pair = useTwoListeningInstances();
const { urls } = pair;
const openStream = useSseClients();

function chatUrl(base: string, input: object): string {
  return `${base}/trpc/conversation.live?input=${encodeURIComponent(JSON.stringify(input))}`;
}

function headersOf(token: string | undefined, language: string): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    "accept-language": language,
  };
}

/** A stream the server authorised: its ready event is read. */
async function ready(url: string, headers: Record<string, string>): Promise<SseClient> {
  const stream = await openStream(url, headers);
  expect(stream.status).toBe(200);
  expect(await stream.next(1_000)).toEqual(STREAM_READY);
  return stream;
}

/** The refusal a stream sends instead of its events: its code and message. */
function refusalOf(event: ServerSentEvent | undefined): { code: string; message: string } {
  expect(event?.event).toBe("serialized-error");
  const { message, data } = JSON.parse(event?.data ?? "{}") as {
    message: string;
    data: { code: string };
  };
  return { code: data.code, message };
}

describe("a live stream's refusals", () => {
  it("are in the language of the request for a caller who has chosen none", async () => {
    const { conversationId, customerToken } = await chatAcrossInstances(pair, password);
    const german = headersOf(customerToken, "de-DE,de;q=0.9");
    const chat = chatUrl(urls.other, { id: conversationId });
    const lists = `${urls.other}/trpc/leads.changes`;
    await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, async () => {
        await ready(chat, german);
        await ready(lists, german);
      }),
    );
    const tooMany = { code: "TOO_MANY_REQUESTS", message: de.server.liveStreamsTooMany };
    expect(refusalOf(await (await openStream(chat, german)).next(1_000))).toEqual(tooMany);
    expect(refusalOf(await (await openStream(lists, german)).next(1_000))).toEqual(tooMany);

    const notSignedIn = { code: "UNAUTHORIZED", message: de.server.notSignedIn };
    const anonymous = headersOf(undefined, "de");
    expect(refusalOf(await (await openStream(chat, anonymous)).next(1_000))).toEqual(notSignedIn);
    expect(refusalOf(await (await openStream(lists, anonymous)).next(1_000))).toEqual(notSignedIn);
    const ticket = encodeURIComponent(JSON.stringify({ ticket: "not-a-ticket" }));
    const refusedTicket = await openStream(`${chat}&connectionParams=${ticket}`, anonymous);
    expect(refusalOf(await refusedTicket.next(1_000))).toEqual(notSignedIn);
  });

  it("are in the caller's saved language, whatever the request names: a chat lost while open", async () => {
    const { conversationId, lead, installerToken } = await chatAcrossInstances(pair, password);
    await chooseLanguage(pair.one.app, { authorization: `Bearer ${installerToken}` }, "fr");
    const stream = await ready(
      chatUrl(urls.one, { id: conversationId }),
      headersOf(installerToken, "de"),
    );
    expect(await stream.drain(300)).toEqual([]);

    // The installer is no longer the lead's: the chat closes to them.
    await pair.one.database.db
      .updateTable("leads")
      .set({ installerId: null, status: "NEW" })
      .where("id", "=", lead.id)
      .execute();
    expect(refusalOf(await stream.next(5_000))).toEqual({
      code: "NOT_FOUND",
      message: fr.server.notFound,
    });
  });
});
