import type { ReadableStreamReadResult } from "node:stream/web";
import { afterAll, expect } from "vitest";

/** One server-sent event as a client reads it. */
export interface ServerSentEvent {
  /** "message" unless the server named it (tRPC: connected, ping, serialized-error). */
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * The first event of conversation.live and leads.changes, once the server authorised the
 * caller (and the chat) and listens: untracked (no id), so a reconnect still resumes after
 * the last message.
 */
export const STREAM_READY: ServerSentEvent = {
  event: "message",
  id: undefined,
  data: JSON.stringify({ type: "ready" }),
};

/**
 * A test's EventSource: a GET on a listening server whose events are read as they arrive,
 * with the headers a browser could not send (a bearer token, Last-Event-ID).
 */
export class SseClient {
  readonly status: number;
  readonly contentType: string | null;
  readonly #abort: AbortController;
  readonly #reader: ReadableStreamDefaultReader<string> | undefined;
  #buffer = "";
  #ended = false;
  #clientOptions: unknown;
  /** A read that outlived the wait that started it: the next wait takes it over. */
  #reading: Promise<ReadableStreamReadResult<string>> | undefined;

  private constructor(response: Response, abort: AbortController) {
    this.status = response.status;
    this.contentType = response.headers.get("content-type");
    this.#abort = abort;
    this.#reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: { accept: "text/event-stream", ...headers },
      signal: abort.signal,
    });
    return new SseClient(response, abort);
  }

  /** What tRPC's `connected` event told the client (its server's sse.client options); undefined before it came. */
  get clientOptions(): unknown {
    return this.#clientOptions;
  }

  /** True once the server ended the stream or the connection was cut. */
  get ended(): boolean {
    return this.#ended;
  }

  /**
   * The next event other than tRPC's `connected` and `ping`; undefined when the stream
   * ends, or when none came within `timeoutMs`.
   */
  async next(timeoutMs: number): Promise<ServerSentEvent | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = this.#take();
      if (event) {
        if (event.event === "connected") this.#clientOptions = JSON.parse(event.data);
        if (event.event === "connected" || event.event === "ping") continue;
        return event;
      }
      if (this.#ended || !this.#reader) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      let timer: NodeJS.Timeout | undefined;
      // A connection cut (the server stopped) ends the stream as its close would.
      this.#reading ??= this.#reader.read().catch(() => ({ done: true, value: undefined }));
      const chunk = await Promise.race([
        this.#reading,
        new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), left))),
      ]);
      clearTimeout(timer);
      if (chunk === "late") return undefined;
      this.#reading = undefined;
      if (chunk.done) this.#ended = true;
      else this.#buffer += chunk.value;
    }
  }

  /** Every event of the next `timeoutMs` (pings aside). */
  async drain(timeoutMs: number): Promise<ServerSentEvent[]> {
    const events: ServerSentEvent[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await this.next(Math.max(0, deadline - Date.now()));
      if (!event) return events;
      events.push(event);
    }
  }

  close(): void {
    this.#abort.abort();
  }

  #take(): ServerSentEvent | undefined {
    const end = this.#buffer.indexOf("\n\n");
    if (end === -1) return undefined;
    const block = this.#buffer.slice(0, end);
    this.#buffer = this.#buffer.slice(end + 2);
    const event: ServerSentEvent = { event: "message", id: undefined, data: "" };
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event.event = value;
      else if (field === "id") event.id = value;
      else if (field === "data") data.push(value);
    }
    event.data = data.join("\n");
    // A block of comments only (a keep-alive) is no event.
    if (data.length === 0 && event.event === "message") return this.#take();
    return event;
  }
}

/** Opens streams for the tests of a file, every one closed after them. */
export function useSseClients(): (
  url: string,
  headers?: Record<string, string>,
) => Promise<SseClient> {
  const opened: SseClient[] = [];
  afterAll(() => {
    for (const stream of opened) stream.close();
  });
  return async (url, headers) => {
    const stream = await SseClient.open(url, headers);
    opened.push(stream);
    return stream;
  };
}

/** How long a stream may take to say what a test waits for, on a machine under load. */
const ARRIVAL_TIMEOUT_MS = 15_000;

/** How long a stream is listened to after what was awaited, for anything it should not say. */
const QUIET_MS = 1_000;

/** A viewer's leads.changes, as their lists hear it (useLeadChanges). */
export interface LeadChanges {
  /**
   * Opens leads.changes at `base` with `headers` (a bearer token), and waits until the
   * server said it authorised the viewer and listens, before anything changes.
   */
  open: (base: string, headers: Record<string, string>) => Promise<SseClient>;
  /**
   * The lead ids `stream` tells of: waits for `expected` of them, however late they come
   * (within ARRIVAL_TIMEOUT_MS), then listens a second more for any it should not tell.
   */
  toldOf: (stream: SseClient, expected?: number) => Promise<string[]>;
}

/** leads.changes streams for the tests of a file, every one closed after them. */
export function useLeadChanges(): LeadChanges {
  const openStream = useSseClients();
  return {
    async open(base, headers) {
      const stream = await openStream(`${base}/trpc/leads.changes`, headers);
      expect(stream.status).toBe(200);
      expect(await stream.next(ARRIVAL_TIMEOUT_MS)).toEqual(STREAM_READY);
      return stream;
    },
    async toldOf(stream, expected = 0) {
      const ids: string[] = [];
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      while (ids.length < expected) {
        const event = await stream.next(Math.max(0, deadline - Date.now()));
        if (!event) break;
        ids.push(...leadIdsOf(event));
      }
      for (const event of await stream.drain(QUIET_MS)) ids.push(...leadIdsOf(event));
      return ids;
    },
  };
}

function leadIdsOf(event: ServerSentEvent): string[] {
  return (JSON.parse(event.data) as { leadIds: string[] }).leadIds;
}
