import { createServer } from "node:net";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance, InjectOptions } from "fastify";
import {
  createSession,
  type ChatPollMemoOptions,
  type JobRetry,
  type RateLimits,
  type S3Settings,
} from "@uplink/api/server";
import { createLead, createUser, type TestStripeServer } from "@uplink/api/testing";
import { createDatabase, type Database, type DatabaseHandle, type UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { PhotoBodyLimits } from "./plugins/photos/photo-senders";
import type { PressureLimits } from "./plugins/limits/under-pressure";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The app's DATA_DIR, a fresh temporary directory. */
  dataDir: string;
  logs: () => string;
  close(): Promise<void>;
}

/** A minimal built SPA: an index page and one fingerprinted asset. */
export async function makeWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "uplink-web-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(
    path.join(dir, "index.html"),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(dir, "assets", "app-abc123.js"), "console.log('uplink');");
  return dir;
}

/**
 * The test apps do not refuse requests for a lagging event loop unless a test asks for
 * it (under-pressure.test.ts tests that refusal): on a CI machine running several suites
 * at once a loop lags a second now and then, and a 503 there would be the machine's
 * load, not the code under test.
 */
const NOT_REFUSED_FOR_LOAD: Partial<PressureLimits> = { maxEventLoopDelayMs: 0 };

/** The whole app on a fresh database and data directory, ready for `inject`. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webDir?: string;
    rateLimits?: Partial<RateLimits>;
    /** Runs the durable jobs, as the server does (see BuildAppOptions.jobs). */
    jobs?: boolean;
    mailRetry?: JobRetry;
    /**
     * false: no session cache, each request looks its session up. For tests that change
     * sessions in the database behind the app's back (moving their clocks), which nothing
     * notifies.
     */
    sessionCache?: boolean;
    /** Overload limits (see under-pressure.ts); the server's defaults unless given, but no event-loop delay limit (NOT_REFUSED_FOR_LOAD). */
    pressureLimits?: Partial<PressureLimits>;
    /** See BuildAppOptions.photoBodyLimits. */
    photoBodyLimits?: Partial<PhotoBodyLimits>;
    /** See BuildAppOptions.chatPollMemo. */
    chatPollMemo?: ChatPollMemoOptions;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
  const config = loadConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir, ...options.env });
  const stream = new PassThrough();
  let output = "";
  stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const app = await buildApp({
    config,
    db: database.db,
    databaseUrl: options.sessionCache === false ? undefined : database.url,
    webDir: options.webDir,
    logStream: stream,
    rateLimits: options.rateLimits,
    jobs: options.jobs,
    mailRetry: options.mailRetry,
    pressureLimits: { ...NOT_REFUSED_FOR_LOAD, ...options.pressureLimits },
    photoBodyLimits: options.photoBodyLimits,
    chatPollMemo: options.chatPollMemo,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    logs: () => output,
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The people of a REST test, each signed in with a session of their own. */
export interface SignedInCast {
  customer: UserRow;
  otherCustomer: UserRow;
  /** Both installers are APPROVED. */
  installer: UserRow;
  otherInstaller: UserRow;
  admin: UserRow;
  /** The session token of one of the cast. */
  tokenOf: (user: UserRow) => string;
  /** The Authorization header that signs in as one of the cast. */
  bearer: (user: UserRow) => { authorization: string };
}

export async function signInCast(db: Kysely<Database>): Promise<SignedInCast> {
  const customer = await createUser(db, { role: "customer" });
  const otherCustomer = await createUser(db, { role: "customer" });
  const installer = await createUser(db, { role: "installer", verificationStatus: "APPROVED" });
  const otherInstaller = await createUser(db, {
    role: "installer",
    verificationStatus: "APPROVED",
  });
  const admin = await createUser(db, { role: "administrator" });
  const tokens = new Map<string, string>();
  for (const user of [customer, otherCustomer, installer, otherInstaller, admin]) {
    tokens.set(user.id, (await createSession(db, user.id)).token);
  }
  const tokenOf = (user: UserRow) => {
    const token = tokens.get(user.id);
    if (token === undefined) throw new Error(`signInCast: ${user.email} is not in the cast`);
    return token;
  };
  return {
    customer,
    otherCustomer,
    installer,
    otherInstaller,
    admin,
    tokenOf,
    bearer: (user) => ({ authorization: `Bearer ${tokenOf(user)}` }),
  };
}

/** Another instance of the app on `one`'s database, with its own connections, as another process would be. */
export interface SecondInstance {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Its own DATA_DIR (its dev outbox of mail, its disk photos). */
  dataDir: string;
  close(): Promise<void>;
}

/** Two instances of the app on one database, as behind a load balancer (useTwoInstances). */
export interface TwoInstances {
  /** The first, with its own database: read its logs, write to its database. */
  readonly one: TestApp;
  /** A second on the same database, as another process would be. */
  readonly other: SecondInstance;
}

/**
 * Starts two instances on one database before the tests of the file (or describe) it is
 * called in and closes them after; their parts are read once the tests run. `db` wraps
 * the second instance's Kysely (see secondInstance).
 */
export function useTwoInstances(db?: (db: Kysely<Database>) => Kysely<Database>): TwoInstances {
  let one: TestApp | undefined;
  let other: SecondInstance | undefined;
  beforeAll(async () => {
    one = await buildTestApp();
    other = await secondInstance(one, db);
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });
  const opened = <T>(instance: T | undefined): T => {
    if (instance === undefined) throw new Error("useTwoInstances: the instances are not open here");
    return instance;
  };
  return {
    get one() {
      return opened(one);
    },
    get other() {
      return opened(other);
    },
  };
}

/**
 * `db` lets a test wrap the instance's Kysely (e.g. with a query counter); `env` adds to
 * its environment, as `buildTestApp`'s does.
 */
export async function secondInstance(
  one: TestApp,
  db: (db: Kysely<Database>) => Kysely<Database> = (same) => same,
  options: { env?: Record<string, string> } = {},
): Promise<SecondInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
  const database = await createDatabase({ databaseUrl: one.database.url, dataDir });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "warn", DATA_DIR: dataDir, ...options.env }),
    db: db(database.db),
    databaseUrl: database.url,
    logStream: new PassThrough().resume(),
    pressureLimits: NOT_REFUSED_FOR_LOAD,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment of an instance keeping its photos in the bucket `settings` names (PHOTO_STORE=s3). */
export function s3PhotoStoreEnv(settings: S3Settings): Record<string, string> {
  return {
    PHOTO_STORE: "s3",
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

/** Signs `email` in through `app` as the sign-in form does; the session's token. */
export async function signInThrough(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The signed-in caller of `headers` chooses the language they read in (their account's). */
export async function chooseLanguage(
  app: FastifyInstance,
  headers: { authorization: string },
  locale: string,
): Promise<void> {
  const chosen = await app.inject({
    method: "PUT",
    url: "/api/account/locale",
    headers,
    payload: { locale },
  });
  expect(chosen.statusCode).toBe(200);
}

/**
 * Two instances on one database (useTwoInstances) listening on ports of their own, for
 * clients that need real connections (server-sent events); `urls` are their addresses.
 */
export function useTwoListeningInstances(): TwoInstances & {
  urls: { one: string; other: string };
} {
  const pair = useTwoInstances();
  const urls = { one: "", other: "" };
  beforeAll(async () => {
    urls.one = await pair.one.app.listen({ port: 0, host: "127.0.0.1" });
    urls.other = await pair.other.app.listen({ port: 0, host: "127.0.0.1" });
  });
  return {
    get one() {
      return pair.one;
    },
    get other() {
      return pair.other;
    },
    urls,
  };
}

/**
 * An accepted lead with its chat, made in `pair`'s database: its customer signed in on
 * `other`, its installer on `one` (each sign-in with `password`).
 */
export async function chatAcrossInstances(pair: TwoInstances, password: string) {
  const chat = await acceptedChat(pair.one.database.db, password);
  return {
    ...chat,
    customerToken: await signInThrough(pair.other.app, chat.customer.email, password),
    installerToken: await signInThrough(pair.one.app, chat.installer.email, password),
  };
}

/**
 * A customer and an approved installer (each with `password`), an ACCEPTED lead between
 * them and its open chat, written straight into `db`.
 */
export async function acceptedChat(db: Kysely<Database>, password: string) {
  const customer = await createUser(db, { password });
  const installer = await createUser(db, {
    role: "installer",
    verificationStatus: "APPROVED",
    password,
  });
  const lead = await createLead(db, customer.id, { installerId: installer.id, status: "ACCEPTED" });
  const conversation = await db
    .insertInto("conversations")
    .values({ leadId: lead.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { lead, conversationId: conversation.id, customer, installer };
}

/** Posts a text message to a conversation as `token`'s holder, through the REST path. */
export async function postChatMessage(
  app: FastifyInstance,
  token: string,
  conversationId: string,
  body: string,
): Promise<{ id: string }> {
  const response = await app.inject({
    method: "POST",
    url: `/api/conversation/${conversationId}/msg`,
    headers: { authorization: `Bearer ${token}` },
    payload: { body, type: "TEXT" },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>();
}

/** Sends `request` every 20 ms until `accept` holds; the last answer after `deadlineMs`. */
export async function answerWithin(
  app: FastifyInstance,
  request: InjectOptions,
  accept: (response: { statusCode: number; body: string }) => boolean,
  deadlineMs: number,
) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const response = await app.inject(request);
    if (accept(response) || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The URL of a request a test wrote, which always names it as text. */
export function urlOf(request: InjectOptions): string {
  if (typeof request.url !== "string") throw new Error("a test request names its url as text");
  return request.url;
}

/** A TCP port free on 127.0.0.1 just now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

/** An HTTP/1.1 answer as read off a raw socket: status, headers (lower case) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits the bytes a raw socket received into an answer (NaN status when there was none). */
export function parseRawAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString("latin1");
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  return {
    status: Number(statusLine.split(" ")[1]),
    headers: Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
    body: rest.join("\r\n\r\n"),
  };
}

/** The settings of PAYMENT_PROVIDER=stripe against a test Stripe server. */
export function stripeEnv(stripe: TestStripeServer): Record<string, string> {
  return {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}

/** Posts a webhook body to the Stripe webhook, signed when a signature is given. */
export function deliverStripeEvent(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    payload,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
  });
}

export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came off the connection, still encoded. */
  raw: Buffer;
}

/**
 * A request with exactly `headers` (fetch would add its own Accept-Encoding and decode),
 * answered as sent on the wire.
 */
export function sendOnTheWire(
  base: string,
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
