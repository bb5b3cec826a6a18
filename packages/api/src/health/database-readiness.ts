import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { ApiLogger } from "../logger";
import type { ReadinessCheck } from "../ports/readiness-check";
import { probeDatabase, READINESS_CHECK_TIMEOUT_MS } from "./probe-database";

/** How often the background check asks the database whether it answers. */
export const READINESS_CHECK_INTERVAL_MS = 1_000;
export interface ReadinessOptions {
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Whether the database answers, as a background check last saw it: health checks read
 * it from memory instead of each sending a query of their own, so a load balancer (or a
 * benchmark) asking many times a second costs the database nothing. A connection lost
 * in between (`markUnready`) counts at once, without waiting for the next check.
 */
export class DatabaseReadiness implements ReadinessCheck {
  /** Undefined until the first check has answered. */
  #ready: boolean | undefined;
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;
  #stopped = false;
  readonly #intervalMs: number;
  readonly #timeoutMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: ApiLogger,
    options: ReadinessOptions = {},
  ) {
    this.#intervalMs = options.intervalMs ?? READINESS_CHECK_INTERVAL_MS;
    this.#timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  }

  get ready(): boolean {
    return this.#ready === true;
  }

  /** Resolves after the first check, so that health is right from the first request. */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.check();
    // stop() may have run during the check, which narrowing cannot know.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (this.#stopped) return;
    this.#timer = setInterval(() => void this.check(), this.#intervalMs);
    // A check due must not keep a process alive that has nothing else to do.
    this.#timer.unref();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** A connection to the database was lost: unready until a check succeeds again. */
  markUnready(reason: unknown): void {
    this.#set(false, reason);
  }

  /** One check at a time: a slow one is not piled upon while the database struggles. */
  check(): Promise<void> {
    this.#checking ??= probeDatabase(this.db, this.#timeoutMs)
      .then(
        () => this.#set(true),
        (error: unknown) => this.#set(false, error),
      )
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }

  #set(ready: boolean, reason?: unknown): void {
    if (this.#stopped || ready === this.#ready) return;
    const before = this.#ready;
    this.#ready = ready;
    if (!ready) this.log.error({ err: reason }, "the database does not answer");
    else if (before === false) this.log.info({}, "the database answers again");
  }
}
