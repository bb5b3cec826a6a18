import { CompiledQuery, type Kysely } from "kysely";
import PgBoss from "pg-boss";
import { AdvisoryLock, withAdvisoryLock, type Database } from "@uplink/db";
import type { ApiLogger } from "../logger";

/** pg-boss keeps its tables here, apart from the application's own schema and migrations. */
export const JOBS_SCHEMA = "pgboss";

export interface JobRetry {
  /** Attempts after the first one before the job is marked failed (and kept). */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay after each attempt, with jitter. */
  backoff: boolean;
}

export interface JobDefinition<T extends object> {
  queue: string;
  /** "singleton": at most one job of the queue runs at a time, across every instance. */
  policy?: "standard" | "singleton";
  retry?: JobRetry;
  /** A cron expression (UTC): every instance keeps the schedule, one job is created per tick. */
  cron?: string;
  /** Also queued when the queue starts; instances starting within the same minute queue one. */
  runAtStart?: boolean;
  /** Throws to have the job retried (when it has retries left). */
  handle(data: T): Promise<void>;
  /**
   * Called when the last attempt the retries allow has thrown, before the job is marked
   * failed; what it throws is logged.
   */
  failedForGood?(data: T, error: unknown): Promise<void>;
}

/** Half the server's default SHUTDOWN_TIMEOUT_MS: a forced stop never cuts this wait short. */
const STOP_TIMEOUT_MS = 5_000;

export interface JobQueueOptions {
  /** How often an idle worker asks for work; jobs queued by this process wake it at once. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them back to the queue. */
  stopTimeoutMs?: number;
}

/**
 * Durable background work on the application's own PostgreSQL database (pg-boss, in the
 * `pgboss` schema it creates and migrates itself). A queued job survives a restart and
 * runs once even with several instances on one database: workers take jobs with
 * `FOR UPDATE SKIP LOCKED`. Define every queue, then start; stop waits for running jobs.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workerIds = new Map<string, string>();
  private started: Promise<void> | undefined;
  private stopped = false;
  /** pg-boss's fetches of jobs whose statements are on their way (see kyselyExecutor). */
  private readonly fetches = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: ApiLogger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: kyselyExecutor(db, () => this.stopped, this.fetches),
      schema: JOBS_SCHEMA,
      // Kept a week so a failed delivery can still be looked at and retried by hand.
      deleteAfterDays: 7,
    });
    this.boss.on("error", (error: unknown) => this.log.error({ err: error }, "job queue error"));
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job queue ${definition.queue} defined after start`);
    this.definitions.set(definition.queue, definition);
  }

  /** Creates the schema and queues when missing, then starts every worker and schedule. */
  start(): Promise<void> {
    this.started ??= this.startOnce();
    return this.started;
  }

  private async startOnce(): Promise<void> {
    // Instances starting together on a new database would create pg-boss's schema and the
    // queues' partitions at once and deadlock each other, again and again: they take turns.
    await withAdvisoryLock(this.db, AdvisoryLock.jobQueueStart, async () => {
      await this.boss.start();
      for (const definition of this.definitions.values()) await this.createQueue(definition);
    });
    for (const definition of this.definitions.values()) {
      const workerId = await this.boss.work<object>(
        definition.queue,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([job]) => {
          try {
            if (job) await definition.handle(job.data);
          } catch (error) {
            if (job && job.retryCount >= job.retryLimit)
              await this.failedForGood(definition, job.data, error);
            throw error;
          } finally {
            // Ask again at once: a backlog drains without waiting the polling interval.
            this.notify(definition.queue);
          }
        },
      );
      this.workerIds.set(definition.queue, workerId);
      if (definition.cron) await this.boss.schedule(definition.queue, definition.cron);
      if (definition.runAtStart) {
        await this.boss.send(
          definition.queue,
          {},
          { singletonKey: "at-start", singletonMinutes: 1 },
        );
      }
    }
  }

  private async failedForGood(
    definition: JobDefinition<object>,
    data: object,
    error: unknown,
  ): Promise<void> {
    try {
      await definition.failedForGood?.(data, error);
    } catch (failure) {
      this.log.error({ err: failure, queue: definition.queue }, "a failed job's follow-up failed");
    }
  }

  private async createQueue(definition: JobDefinition<object>): Promise<void> {
    const queue = {
      name: definition.queue,
      policy: definition.policy ?? "standard",
      retryLimit: definition.retry?.limit ?? 0,
      retryDelay: definition.retry?.delaySeconds ?? 0,
      retryBackoff: definition.retry?.backoff ?? false,
    };
    // An instance of an older version starts without taking turns, and creating partitions
    // beside it can deadlock; the loser's statement was rolled back whole, so it tries again.
    await retryOnDeadlock(() => this.boss.createQueue(definition.queue, queue));
    // A queue made by an older version keeps its settings unless they are updated.
    await this.boss.updateQueue(definition.queue, queue);
  }

  /**
   * Queues a job; it is in the database when this resolves. With `startAfter` it waits
   * until then (by the database's clock), across restarts.
   */
  async send<T extends object>(
    queue: string,
    data: T,
    options: { startAfter?: Date } = {},
  ): Promise<void> {
    if (!this.definitions.has(queue)) throw new Error(`no job queue ${queue}`);
    await this.start();
    await this.boss.send(queue, data, { ...options });
    this.notify(queue);
  }

  private notify(queue: string): void {
    const workerId = this.workerIds.get(queue);
    if (workerId && !this.stopped) this.boss.notifyWorker(workerId);
  }

  /** Jobs of `queue` not yet completed or failed for good: queued, waiting to retry or running. */
  async pending(queue: string): Promise<number> {
    return this.boss.getQueueSize(queue, { before: "completed" });
  }

  /**
   * Stops taking jobs and waits (up to stopTimeoutMs) for the running ones; a job cut off
   * is failed back to the queue and retried at the next start. Queued jobs stay queued.
   */
  async stop(): Promise<void> {
    if (!this.started || this.stopped) return;
    this.stopped = true;
    await this.started.catch(() => {});
    const deadline = Date.now() + (this.options.stopTimeoutMs ?? STOP_TIMEOUT_MS);
    // pg-boss waits only for jobs it holds: a fetch already sent can still bring one back
    // after its wait found none, and run it once the caller has closed the pool. Once the
    // fetches are back, what they took is running and pg-boss's graceful stop waits for it;
    // a fetch that reaches the database from now on takes nothing (kyselyExecutor). Both
    // waits share the one stop time-out.
    await Promise.race([
      Promise.allSettled([...this.fetches]),
      new Promise((resolve) => setTimeout(resolve, deadline - Date.now()).unref()),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    await this.boss.stop({ graceful: true, wait: true, timeout: deadline - Date.now() });
  }
}

async function retryOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === "40P01";
      if (!deadlock || attempt === 5) throw error;
    }
  }
}

/** pg-boss's fetch of the next jobs, the one statement that takes rows with SKIP LOCKED. */
const TAKES_JOBS = /\bFOR UPDATE SKIP LOCKED\b/i;

/**
 * Runs pg-boss's SQL on the application's pool, one connection per statement batch. Its schema plans are several statements
 * with their own BEGIN … COMMIT, sent without parameters (PostgreSQL's simple protocol);
 * one that fails midway is rolled back so the connection goes back to the pool clean.
 * Once `stopped()`, a fetch of jobs takes none; the fetches on their way are kept in
 * `fetches` until they are back, for stop() to wait for.
 */
export function kyselyExecutor(
  db: Kysely<Database>,
  stopped: () => boolean,
  fetches = new Set<Promise<unknown>>(),
): PgBoss.Db {
  // pg-boss reads its rows by the names its SQL gives them: no camel-casing.
  const raw = db.withoutPlugins();
  const run = (text: string, values: unknown[] | undefined, takesJobs: boolean) =>
    raw.connection().execute(async (connection) => {
      // A worker's fetch that got its connection after stop() began takes no job.
      if (takesJobs && stopped()) return { rows: [] };
      try {
        const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: [...result.rows] };
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw("ROLLBACK")).catch(() => {});
        throw error;
      }
    });
  const execute = (text: string, values: unknown[] | undefined) => {
    if (!TAKES_JOBS.test(text)) return run(text, values, false);
    const fetch = run(text, values, true);
    fetches.add(fetch);
    const settled = () => fetches.delete(fetch);
    fetch.then(settled, settled);
    return fetch;
  };
  return {
    executeSql: async (text, values) => {
      try {
        return await execute(text, values);
      } catch (error) {
        // pg-boss marks a finished job complete without awaiting it; when that lands just
        // after the pool closed on shutdown it would be an unhandled rejection. The job
        // then stays active, expires and runs again — every handler here is idempotent.
        if (stopped() && isPoolGone(error)) return { rows: nothingDone(text) };
        throw error;
      }
    },
  };
}

/**
 * What a statement that could not run did: nothing. pg-boss reads its commands' answers
 * (complete, fail, cancel… end in `SELECT COUNT(*) FROM results`) as a row with a count,
 * and would throw on no row at all.
 */
function nothingDone(text: string): { count: string }[] {
  return /select count\(\*\) from results\s*$/i.test(text.trim()) ? [{ count: "0" }] : [];
}

function isPoolGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /destroyed|Cannot use a pool after calling end|Connection terminated/i.test(message);
}
