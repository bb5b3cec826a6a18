import { timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql, type Kysely } from "kysely";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { readBearerToken, type Mailer, type OutputCheck } from "@uplink/api/server";
import type { Database } from "@uplink/db";
import { said } from "@uplink/domain";
import type { Config } from "../config";
import { refusalBody } from "./errors";

/** What /metrics reads of a connection pool (pg.Pool has these). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface MetricsOptions {
  db: Kysely<Database>;
  /** The app's connection pool, for its use; without one (tests) the pool is not reported. */
  pool?: PoolUse;
  /** Whether an address may read /metrics (METRICS_ALLOWLIST). */
  mayRead: (ip: string) => boolean;
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere. */
  token?: string;
  metrics: AppMetrics;
}

/** Seconds: from a fast answer from memory to a slow photo upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's metrics in the Prometheus format. Request counts and latencies are
 * counted as requests end; what the database knows (jobs, escrow, alerts) is asked
 * when /metrics is read, never on a request's path.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests = new Histogram({
    name: "uplink_http_request_duration_seconds",
    help: "HTTP requests by method, route (its pattern, never the raw URL) and status: count and latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly #byLabels = new Map<string, Histogram.Internal<"method" | "route" | "status">>();
  readonly mails = new Counter({
    name: "uplink_mails_total",
    help: "Mails handed to the mail server, by outcome (sent, failed: a queued mail is tried again)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  readonly outputMismatches = new Counter({
    name: "uplink_output_mismatch_total",
    help: "Answers of the hot reads that did not match their output schema (of those sampled by OUTPUT_CHECK_SAMPLE; the error log names each)",
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "uplink_" });
    this.outputMismatches.inc(0);
    // Both outcomes are series from the start, at 0, so a rate can be taken at once.
    for (const outcome of ["sent", "failed"]) this.mails.inc({ outcome }, 0);
  }

  /** Counts a finished request; its labels' series are kept, so this does not allocate. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let series = this.#byLabels.get(key);
    if (series === undefined) {
      series = this.#requests.labels(method, route, String(status));
      this.#byLabels.set(key, series);
    }
    series.observe(seconds);
  }

  /**
   * The check of the hot reads' answers (OutputCheck, see sampledOutput in @uplink/api) as
   * configured, each mismatch logged as an error, with the procedure and what did not
   * match (zod's issues carry no values), and counted.
   */
  checkingOutput(settings: Config["outputCheck"], log: FastifyBaseLogger): OutputCheck {
    return {
      ...settings,
      mismatch: (procedure, error) => {
        this.outputMismatches.inc();
        log.error(
          { procedure, issues: error.issues },
          "an answer does not match its output schema",
        );
      },
    };
  }

  /** `mailer` counting what it sends and fails to send. */
  countingMails(mailer: Mailer): Mailer {
    return {
      close: () => mailer.close(),
      send: async (message) => {
        try {
          await mailer.send(message);
          this.mails.inc({ outcome: "sent" });
        } catch (error) {
          this.mails.inc({ outcome: "failed" });
          throw error;
        }
      },
    };
  }
}

function databaseGauges(registry: Registry, db: Kysely<Database>, pool: PoolUse | undefined) {
  if (pool) {
    new Gauge({
      name: "uplink_db_pool_connections",
      help: "Database connections of this process by state (idle, busy) and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "busy" }, pool.totalCount - pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: "uplink_jobs",
    help: "Durable jobs (mail, photo sweep, automatic release) by queue and state: created and retry are the queue's depth, failed gave up",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sql<{ name: string; state: string; count: string }>`
        select name, state::text as state, count(*) as count from pgboss.job
        group by name, state`
        .execute(db)
        .catch(() => ({ rows: [] }));
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: "uplink_escrow_held_euros",
    help: "Money held in escrow across all leads",
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ cents: string }>`
        select coalesce(sum(e.amount_cents), 0) as cents
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.kind = 'escrow'`.execute(db);
      this.set(Number(rows[0]?.cents ?? 0) / 100);
    },
  });
  new Gauge({
    name: "uplink_open_alerts",
    help: "Alerts no administrator has resolved",
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from alerts where not is_resolved`.execute(db);
      this.set(Number(rows[0]?.count ?? 0));
    },
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics for Prometheus, readable only from METRICS_ALLOWLIST addresses or with
 * `Authorization: Bearer <METRICS_TOKEN>` (403 otherwise), and every request counted as
 * it ends.
 */
// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const { metrics, token } = options;
  databaseGauges(metrics.registry, options.db, options.pool);
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const bearer = readBearerToken(request.headers.authorization);
    const allowed =
      options.mayRead(request.ip) ||
      (token !== undefined && bearer !== null && sameSecret(bearer, token));
    if (!allowed) {
      return reply.code(403).send(refusalBody(request, "FORBIDDEN", said.server.forbidden));
    }
    const text = await metrics.registry.metrics();
    return reply.header("content-type", metrics.registry.contentType).send(text);
  });
}

export const metricsPluginOf = fp(metricsPlugin, { name: "uplink-metrics" });
