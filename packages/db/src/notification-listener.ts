import pg from "pg";

export interface NotificationListenerOptions {
  /** The channels to LISTEN on, as the writers' NOTIFY names them. */
  channels: readonly string[];
  /** The first wait before reconnecting; doubled after each failed attempt. */
  reconnectDelayMs?: number;
  /** The longest wait between attempts. */
  maxReconnectDelayMs?: number;
  /**
   * How often the connection is asked whether it still answers: a connection that died
   * without closing (a network cut) would otherwise go unnoticed, and its notifications
   * with it.
   */
  heartbeatMs?: number;
  /** How long a connection attempt, or a heartbeat, may take. */
  timeoutMs?: number;
}

type NotificationHandler = (channel: string, payload: string) => void;

/**
 * One dedicated connection that LISTENs for the database's notifications, kept open for
 * the life of the process: after a lost connection it reconnects, waiting longer after
 * each failed attempt. Whoever keeps state that notifications invalidate must drop all
 * of it when the connection is lost (`onLost`): what was notified until the next
 * connection (`onConnected`) is never heard.
 */
export class NotificationListener {
  readonly #url: string;
  readonly #channels: readonly string[];
  readonly #reconnectDelayMs: number;
  readonly #maxReconnectDelayMs: number;
  readonly #heartbeatMs: number;
  readonly #timeoutMs: number;
  readonly #onNotification: NotificationHandler[] = [];
  readonly #onConnected: (() => void)[] = [];
  readonly #onLost: ((error: Error) => void)[] = [];
  /** The connection that is listening; undefined while (re)connecting. */
  #client: pg.Client | undefined;
  #failedAttempts = 0;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #heartbeatTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** A sync asked for but not yet sent: later callers may share it (see sync). */
  #pendingSync: Promise<void> | undefined;
  #lastSync: Promise<void> = Promise.resolve();

  constructor(url: string, options: NotificationListenerOptions) {
    this.#url = url;
    this.#channels = options.channels;
    this.#reconnectDelayMs = options.reconnectDelayMs ?? 100;
    this.#maxReconnectDelayMs = options.maxReconnectDelayMs ?? 5_000;
    this.#heartbeatMs = options.heartbeatMs ?? 10_000;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
  }

  /** Whether notifications are being heard now. */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  onNotification(handler: NotificationHandler): void {
    this.#onNotification.push(handler);
  }

  /** Called each time the LISTEN is in place, the first time and after each reconnection. */
  onConnected(handler: () => void): void {
    this.#onConnected.push(handler);
  }

  /** Called when the connection is lost: notifications go unheard until onConnected. */
  onLost(handler: (error: Error) => void): void {
    this.#onLost.push(handler);
  }

  /**
   * Connects and listens. Resolves after the first attempt whether it succeeded or not: a
   * database that cannot be reached now is tried again in the background.
   */
  async start(): Promise<void> {
    this.#closed = false;
    this.#heartbeatTimer = setInterval(() => void this.#heartbeat(), this.#heartbeatMs);
    this.#heartbeatTimer.unref();
    await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    clearInterval(this.#heartbeatTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  /**
   * Resolves once every notification committed before the call has been handled. The
   * server signals a listening connection while the notifying transaction commits, and
   * the connection sends what it was signalled before it answers the next query: a
   * round trip on it is a barrier. Never rejects; without a connection it resolves at once
   * (nothing is being heard, so nothing can be waited for).
   */
  sync(): Promise<void> {
    const client = this.#client;
    if (!client) return Promise.resolve();
    // A sync not sent yet will be sent after this call, so it covers this caller too.
    if (this.#pendingSync) return this.#pendingSync;
    const sync = this.#lastSync.then(async () => {
      this.#pendingSync = undefined;
      await client.query("select 1").catch(() => {});
    });
    this.#pendingSync = sync;
    this.#lastSync = sync;
    return sync;
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#url,
      connectionTimeoutMillis: this.#timeoutMs,
      keepAlive: true,
      application_name: "uplink notification listener",
    });
    client.on("error", (error) => this.#lose(client, error));
    client.on("end", () => this.#lose(client, new Error("the listening connection ended")));
    client.on("notification", ({ channel, payload }) => {
      for (const handler of this.#onNotification) handler(channel, payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.#channels) {
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      }
    } catch {
      await client.end().catch(() => {});
      this.#scheduleReconnect();
      return;
    }
    // close() may have run during the awaits above, which narrowing cannot know.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#failedAttempts = 0;
    for (const handler of this.#onConnected) handler();
  }

  #lose(client: pg.Client, error: Error): void {
    if (client !== this.#client) return;
    this.#client = undefined;
    client.end().catch(() => {});
    for (const handler of this.#onLost) handler(error);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed) return;
    const delay = Math.min(
      this.#reconnectDelayMs * 2 ** this.#failedAttempts,
      this.#maxReconnectDelayMs,
    );
    this.#failedAttempts += 1;
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = setTimeout(() => void this.#connect(), delay);
    this.#reconnectTimer.unref();
  }

  async #heartbeat(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<"silent">((resolve) => {
      timer = setTimeout(() => resolve("silent"), this.#timeoutMs);
    });
    const answer = client.query("select 1").then(
      () => "answered" as const,
      () => "failed" as const,
    );
    const outcome = await Promise.race([answer, silent]);
    clearTimeout(timer);
    if (outcome !== "answered") {
      this.#lose(client, new Error(`the listening connection did not answer (${outcome})`));
    }
  }
}
