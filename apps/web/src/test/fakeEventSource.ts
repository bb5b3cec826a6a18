import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * The browser's EventSource, which jsdom lacks, played by the test: tRPC's
 * httpSubscriptionLink opens one per subscription, and the test makes the server's side
 * happen — the stream opens, an event arrives, the connection drops or is refused.
 * Events are dispatched inside act(), since each one updates the screen.
 */
export class FakeEventSource extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = this.CONNECTING;
  readonly url: string;
  readonly withCredentials: boolean;

  constructor(url: string | URL, init?: EventSourceInit) {
    super();
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
  }

  /** The procedure the link subscribed to ("conversation.live"). */
  get procedure(): string {
    return new URL(this.url, window.location.origin).pathname.replace(/^\/trpc\//, "");
  }

  /** The subscription's input, as the link put it in the URL. */
  get input(): unknown {
    const input = new URL(this.url, window.location.origin).searchParams.get("input");
    const parsed: unknown = input === null ? undefined : JSON.parse(input);
    return parsed;
  }

  get closed(): boolean {
    return this.readyState === this.CLOSED;
  }

  close(): void {
    this.readyState = this.CLOSED;
  }

  /**
   * The connection is open: tRPC's first event, `connected`, which its server sends before
   * the procedure has authorised the subscription. It carries the server's options for
   * the client (`sse.client`, e.g. reconnectAfterInactivityMs); none unless given.
   */
  async open(clientOptions: Record<string, unknown> = {}): Promise<void> {
    this.readyState = this.OPEN;
    await this.dispatch(new MessageEvent("connected", { data: JSON.stringify(clientOptions) }));
  }

  /** One event of the subscription; `id` for a tracked one. */
  async send(data: unknown, id?: string): Promise<void> {
    await this.dispatch(
      new MessageEvent("message", { data: JSON.stringify(data), lastEventId: id ?? "" }),
    );
  }

  /**
   * tRPC's refusal of the subscription, after its `connected` event: an error of `code`
   * (e.g. UNAUTHORIZED, -32001), after which the server ends the response.
   */
  async refuse(code: string, rpcCode: number): Promise<void> {
    await this.dispatch(
      new MessageEvent("serialized-error", {
        data: JSON.stringify({ message: code, code: rpcCode, data: { code } }),
      }),
    );
  }

  /** The stream's connectionParams, as the link put them in the URL (none: null). */
  get connectionParams(): unknown {
    const params = new URL(this.url, window.location.origin).searchParams.get("connectionParams");
    return params === null ? null : (JSON.parse(params) as unknown);
  }

  /** The connection was lost: the browser tries again by itself. */
  async drop(): Promise<void> {
    this.readyState = this.CONNECTING;
    await this.dispatch(new Event("error"));
  }

  /** The stream cannot be had (refused, not an event stream): the browser gives up. */
  async fail(): Promise<void> {
    this.readyState = this.CLOSED;
    await this.dispatch(new Event("error"));
  }

  private async dispatch(event: Event): Promise<void> {
    if (this.closed && event.type !== "error") throw new Error(`${this.url} is closed`);
    await act(async () => {
      this.dispatchEvent(event);
      // tRPC reads the stream asynchronously: let it hand the event on.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Puts FakeEventSource in place of the global EventSource (the test setup restores it);
 * `opened` lists every one the app opened, `latest(procedure)` the newest of one procedure.
 */
export function stubEventSource() {
  const opened: FakeEventSource[] = [];
  vi.stubGlobal(
    "EventSource",
    class extends FakeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    },
  );
  return {
    opened,
    of(procedure: string): FakeEventSource[] {
      return opened.filter((source) => source.procedure === procedure);
    },
    latest(procedure: string): FakeEventSource {
      const source = this.of(procedure).at(-1);
      if (!source) throw new Error(`no EventSource opened for ${procedure}`);
      return source;
    },
  };
}
