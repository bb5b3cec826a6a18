import { etagMatches, type ChatPollMemo } from "@uplink/api/server";
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from "@uplink/domain";

/**
 * The unchanged chat poll, decided once (issue 22). A client polls its conversation every
 * 5 seconds (SPEC §9) with the ETag of its last answer in If-None-Match; while nothing
 * it depends on changed, the answer is 304 with that ETag and no body.
 *
 * Two callers ask this module, and nothing else decides it:
 * - plugins/rest/conversation-polling.ts, a Fastify hook in front of the poll's procedure:
 *   the current ETag from the poll memo, else from the database (conversationPollState);
 * - fast-paths/memory-answers.ts, before Fastify: only when the session cache and the
 *   poll memo both know the answer for sure (rememberedUnchangedPoll), else it steps aside.
 * memory-answers.test.ts compares both answers for an unchanged and a changed poll.
 *
 * An answer's SYSTEM lines are in its reader's language (their saved choice, else their
 * Accept-Language), so the same messages in two languages are two representations: the
 * ETag names the language (pollEtag), but for English, whose ETag is the messages' own.
 * The memo keeps the messages' ETag, which no language changes.
 */

type PollTarget = { conversationId: string } | { leadId: string };

/** A polled conversation, named by its id or its lead's, and the cursor asked from. */
export interface Poll {
  target: PollTarget;
  after?: string;
}

const POLLED_PATHS: { path: RegExp; target: (id: string) => PollTarget }[] = [
  { path: /^\/api\/conversation\/([^/]+)$/, target: (id) => ({ conversationId: id }) },
  { path: /^\/api\/leads\/([^/]+)\/messages$/, target: (id) => ({ leadId: id }) },
];

/** A poll's query as the web and the documentation send it: at most its cursor. */
const PLAIN_POLL_QUERY = /^after=[A-Za-z0-9-]{1,64}$/;

/** Which conversation a GET polls, and from which cursor; null for every other request. */
export function pollOf(url: string): Poll | null {
  if (!url.startsWith("/api/conversation/") && !url.startsWith("/api/leads/")) return null;
  const queryStart = url.indexOf("?");
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  for (const { path, target } of POLLED_PATHS) {
    const id = path.exec(pathname)?.[1];
    if (id === undefined) continue;
    const after =
      queryStart < 0
        ? undefined
        : (new URLSearchParams(url.slice(queryStart + 1)).get("after") ?? undefined);
    return { target: target(decodedOrAsIs(id)), ...(after === undefined ? {} : { after }) };
  }
  return null;
}

/** A poll's route as Fastify, and so /metrics, names it. */
export function pollRoute(poll: Poll): string {
  return "conversationId" in poll.target ? "/api/conversation/:id" : "/api/leads/:id/messages";
}

/** The language a poll is answered in: its sender's choice, else its Accept-Language. */
export function pollLocale(
  user: { locale: Locale | null },
  acceptLanguage: string | undefined,
): Locale {
  return user.locale ?? negotiateLocale(acceptLanguage);
}

/** The ETag of a poll's answer in `locale`, from its messages' ETag (`"m12"`, `"m12-<cursor>"`). */
export function pollEtag(messagesEtag: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? messagesEtag : `${messagesEtag.slice(0, -1)}.${locale}"`;
}

/** What a poll is remembered by: who asks matters (their role too: an administrator reads every chat). */
export function pollMemoKey(user: { id: string; role: string }, poll: Poll): string {
  return `${user.id}|${user.role}|${JSON.stringify(poll.target)}|${poll.after ?? ""}`;
}

/** A malformed escape names no conversation; the procedure answers it. */
function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The headers of every answered poll, 200 or 304: its ETag, and no shared cache, nor a
 * reuse without asking. A 304 carries nothing else (RFC 9110 §15.4.5: the cached 200
 * keeps the headers that guard its body).
 */
export function pollHeaders(etag: string): { etag: string; "cache-control": string } {
  return { etag, "cache-control": "private, no-cache" };
}

/** Whether the client already holds the poll's current answer: then it is 304, no body. */
export function isUnchanged(ifNoneMatch: string | undefined, currentEtag: string): boolean {
  return etagMatches(ifNoneMatch, currentEtag);
}

/**
 * The 304 that memory alone can give: a poll with at most its cursor in the query, whose
 * sender memory knows (`senderOf`, asked only of what is a poll), whose current ETag the
 * memo knows for that sender, and which the client already holds. Anything in doubt is
 * undefined, and the request goes through Fastify.
 */
export function rememberedUnchangedPoll(
  memo: ChatPollMemo,
  url: string,
  ifNoneMatch: string | undefined,
  acceptLanguage: string | undefined,
  senderOf: () => { id: string; role: string; locale: Locale | null } | undefined,
): { route: string; headers: ReturnType<typeof pollHeaders> } | undefined {
  if (ifNoneMatch === undefined) return undefined;
  const queryStart = url.indexOf("?");
  if (queryStart >= 0 && !PLAIN_POLL_QUERY.test(url.slice(queryStart + 1))) return undefined;
  const poll = pollOf(url);
  if (poll === null) return undefined;
  const sender = senderOf();
  if (sender === undefined) return undefined;
  const messagesEtag = memo.etag(pollMemoKey(sender, poll));
  if (messagesEtag === undefined) return undefined;
  const etag = pollEtag(messagesEtag, pollLocale(sender, acceptLanguage));
  if (!isUnchanged(ifNoneMatch, etag)) return undefined;
  return { route: pollRoute(poll), headers: pollHeaders(etag) };
}
