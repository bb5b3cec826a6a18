import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  RootOperationNode,
} from "kysely";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import type { Database, LeadRow, LedgerAccountRow, SessionRow, UserRow } from "@uplink/db";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import type { Lead, LeadStatus, OfferMade, Role, VerificationStatus } from "@uplink/domain";
import type { ApiConfig } from "./config";
import {
  createContext,
  type ApiDeps,
  type Context,
  type RequestInfo,
  type SessionCookieWriter,
} from "./context";
import type { ApiLogger } from "./logger";
import { hashPassword } from "./auth/passwords";
import { hashOpaqueToken } from "./auth/opaque-token";
import { SESSION_COOKIE_NAME } from "./auth/session-token";
import { createSession } from "./auth/sessions";
import { captureEscrow, refundEscrow, releaseEscrow } from "./escrow/escrow";
import { escrowBalanceCents, ledgerIsBalanced } from "./escrow/ledger-balances";
import type { Mailer } from "./mail/mailer";
import { PostOffice } from "./mail/post-office";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { RateLimiter, type RateLimits } from "./rate-limit/rate-limiter";
import { appRouter } from "./root";
import { createCallerFactory } from "./trpc";

export const testConfig: ApiConfig = {
  publicUrl: "http://uplink.test",
  clerkPublishableKey: null,
  clerkJwtKey: null,
  clerkIssuer: null,
  platformFeePercent: 10,
  autoReleaseAfterMs: 14 * 24 * 60 * 60 * 1000,
  // Photos are stored by content hash, so test files can share one directory.
  dataDir: path.join(tmpdir(), "uplink-api-test-data"),
  secureCookies: false,
};

export const createCaller = createCallerFactory(appRouter);

type LedgerAccountKind = LedgerAccountRow["kind"];

export interface LogLine {
  level: "info" | "warn" | "error";
  details: Record<string, unknown>;
  message: string;
}

/** Keeps what the services log, for tests to read. */
export function recordingLogger(): ApiLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine["level"]) => (details: Record<string, unknown>, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** For tests that send no mail they look at. */
const discardingMailer: Mailer = { async send() {}, close() {} };

export interface TestDeps extends ApiDeps {
  log: ReturnType<typeof recordingLogger>;
}

/** The API's dependencies on a test database; pass a mailer to see the mail. */
export function testDeps(
  db: Kysely<Database>,
  options: { config?: Partial<ApiConfig>; mailer?: Mailer; rateLimits?: Partial<RateLimits> } = {},
): TestDeps {
  const log = recordingLogger();
  return {
    db,
    config: { ...testConfig, ...options.config },
    mail: new PostOffice(options.mailer ?? discardingMailer, log),
    rateLimiter: new RateLimiter(options.rateLimits),
    log,
  };
}

let userCounter = 0;

/** Inserts a user of the given role; names and email are unique per call. */
export async function createUser(
  db: Kysely<Database>,
  options: {
    role?: Role;
    verificationStatus?: VerificationStatus | null;
    emailVerified?: boolean;
    email?: string;
    password?: string;
  } = {},
): Promise<UserRow> {
  userCounter += 1;
  const role = options.role ?? "customer";
  return db
    .insertInto("users")
    .values({
      email: options.email ?? `${role}${userCounter}-${Date.now()}@example.test`,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      firstName: `First${userCounter}`,
      lastName: `Last${userCounter}`,
      role,
      emailVerified: options.emailVerified ?? false,
      verificationStatus:
        options.verificationStatus !== undefined
          ? options.verificationStatus
          : role === "installer"
            ? "NEW"
            : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An installer with a verified email whose review stands at `verificationStatus`. */
export function createVerifiedInstaller(
  db: Kysely<Database>,
  verificationStatus: VerificationStatus = "APPROVED",
): Promise<UserRow> {
  return createUser(db, { role: "installer", verificationStatus, emailVerified: true });
}

/** Marks accounts as deleted: anonymised, as account deletion leaves them. */
export async function markAnonymised(db: Kysely<Database>, users: { id: string }[]): Promise<void> {
  await db
    .updateTable("users")
    .set({ anonymisedAt: new Date() })
    .where(
      "id",
      "in",
      users.map((user) => user.id),
    )
    .execute();
}

export function requestInfo(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    authorization: undefined,
    cookies: {},
    ip: "127.0.0.1",
    userAgent: "vitest",
    confirmPassword: undefined,
    ...overrides,
  };
}

/** Records what procedures did to the session cookie. */
export function recordingCookies(): SessionCookieWriter & {
  set: { token: string; expiresAt: Date }[];
  cleared: number;
} {
  const recorder = {
    set: [] as { token: string; expiresAt: Date }[],
    cleared: 0,
    setSessionCookie(token: string, expiresAt: Date) {
      recorder.set.push({ token, expiresAt });
    },
    clearSessionCookie() {
      recorder.cleared += 1;
    },
  };
  return recorder;
}

export type TestContext = Context & { cookies: ReturnType<typeof recordingCookies> };

/** The context of a request that carries no session (or only what `request` adds). */
export async function anonymousContext(
  deps: ApiDeps,
  request: Partial<RequestInfo> = {},
): Promise<TestContext> {
  const cookies = recordingCookies();
  return { ...(await createContext(deps, requestInfo(request), cookies)), cookies };
}

/** The context a request gets when it carries `token` as a bearer header. */
export async function contextWithToken(
  deps: ApiDeps,
  token: string,
  request: Partial<RequestInfo> = {},
): Promise<TestContext> {
  return anonymousContext(deps, { authorization: `Bearer ${token}`, ...request });
}

/** The context a request gets when it carries a fresh session for `userId`. */
export async function contextFor(
  deps: ApiDeps,
  userId: string,
  via: "bearer" | "cookie" = "bearer",
): Promise<TestContext> {
  const { token } = await createSession(deps.db, userId);
  return via === "bearer"
    ? contextWithToken(deps, token)
    : anonymousContext(deps, { cookies: { [SESSION_COOKIE_NAME]: token } });
}

/** The stored row of the session `token` opens. */
export function sessionOf(db: Kysely<Database>, token: string): Promise<SessionRow> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("tokenHash", "=", hashOpaqueToken(token))
    .executeTakeFirstOrThrow();
}

/** Moves the clock for one session: rewrites when it started and when it was last used. */
export async function backdateSession(
  db: Kysely<Database>,
  token: string,
  times: { createdAt?: Date; lastUsedAt?: Date | null },
): Promise<void> {
  await db
    .updateTable("sessions")
    .set(times)
    .where("tokenHash", "=", hashOpaqueToken(token))
    .executeTakeFirstOrThrow();
}

/** A time `milliseconds` before now. */
export function ago(milliseconds: number): Date {
  return new Date(Date.now() - milliseconds);
}

/** A caller signed in as `user` with a fresh session. */
export async function callerAs(deps: ApiDeps, user: { id: string }) {
  return createCaller(await contextFor(deps, user.id));
}

/** A new administrator and a caller signed in as them. */
export async function signedInAdmin(deps: ApiDeps) {
  const admin = await createUser(deps.db, { role: "administrator", emailVerified: true });
  return { admin, caller: await callerAs(deps, admin) };
}

/** What a procedure call was refused with: the tRPC code and the message a user reads. */
export async function refusalOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("the call succeeded");
}

export interface SmtpPeer {
  /** smtp:// URL for the mailer under test. */
  url: string;
  received: ParsedMail[];
  /** The mails to `to` that have arrived so far. */
  receivedBy(to: string): ParsedMail[];
  /** Resolves with the mails to `to` once `count` have arrived. */
  mailsTo(to: string, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps and parses every message, on a free local port or on
 * `port` (a peer coming back where an earlier one stopped).
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;

  const receivedBy = (to: string) => received.filter((mail) => isAddressedTo(mail, to));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    receivedBy,
    mailsTo: (to, count = 1) =>
      waitForMails(async () => receivedBy(to), count, `to ${to} at the SMTP peer`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP mailer for an smtp:// URL, as the server builds one from SMTP_URL. */
export function smtpMailer(url: string): Mailer {
  return createSmtpMailer(url, "Uplink <no-reply@uplink.test>");
}

/** The token of the `${PUBLIC_URL}${screen}?token=…` link in a mail's text. */
export function tokenFromMail(
  mail: ParsedMail,
  screen: "/verify-email" | "/reset-password" | "/link-account",
) {
  const token = new RegExp(`${screen}\\?token=([\\w-]+)`).exec(mail.text ?? "")?.[1];
  if (!token) throw new Error(`no ${screen} link in "${mail.subject}"`);
  return token;
}

function isAddressedTo(mail: ParsedMail, to: string): boolean {
  return [mail.to ?? []].flat().some((address) => address.text === to);
}

/** Polls until `found` returns at least `count` mails; mail is sent after the response. */
async function waitForMails(
  found: () => Promise<ParsedMail[]>,
  count: number,
  what: string,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await found();
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The mails to `to` in the dev outbox of DATA_DIR, oldest first, once `count` are there. */
export function outboxMailsTo(dataDir: string, to: string, count = 1): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, "outbox");
  return waitForMails(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      const mails = await Promise.all(
        files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
      );
      return mails.filter((mail) => isAddressedTo(mail, to));
    },
    count,
    `to ${to} in ${outbox}`,
  );
}

/** One test file's database, the API's dependencies on it and, when asked for, an SMTP peer. */
export interface TestApi {
  readonly database: TestDatabase;
  readonly db: Kysely<Database>;
  readonly deps: TestDeps;
  /** Only with `{ smtp: true }`: the peer every mail of `deps` goes to. */
  readonly smtp: SmtpPeer;
}

/**
 * Gives the calling test file a fresh database and the API's dependencies on it (with
 * an SMTP peer receiving their mail when `smtp` is set), opened before its tests and
 * closed after them. Read the fields inside hooks and tests, not at the top level.
 */
export function useTestApi(options: { smtp?: boolean } = {}): TestApi {
  let database: TestDatabase | undefined;
  let deps: TestDeps | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.smtp) smtp = await startSmtpPeer();
    deps = testDeps(database.db, smtp ? { mailer: smtpMailer(smtp.url) } : {});
  });
  afterAll(async () => {
    await deps?.mail.close();
    await smtp?.close();
    await database?.destroy();
  });
  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestApi: ${what} is not open here`);
    return value;
  };
  return {
    get database() {
      return opened(database, "the database");
    },
    get db() {
      return opened(database, "the database").db;
    },
    get deps() {
      return opened(deps, "deps");
    },
    get smtp() {
      return opened(smtp, "the SMTP peer (pass { smtp: true })");
    },
  };
}

/**
 * What leads.accept answers for a priced lead: the lead itself (an unpriced one answers
 * `{ offer }`, which a test of a direct acceptance must not get).
 */
export function acceptedLead(answer: Lead | OfferMade): Lead {
  if ("offer" in answer) throw new Error("Expected the accepted lead, got an offer");
  return answer;
}

/** A lead of `customerId`; pass an installer and a status past NEW for an accepted job. */
export async function createLead(
  db: Kysely<Database>,
  customerId: string,
  options: { installerId?: string; status?: LeadStatus } = {},
): Promise<LeadRow> {
  return db
    .insertInto("leads")
    .values({
      customerId,
      installerId: options.installerId ?? null,
      status: options.status ?? "NEW",
      title: "Starlink Installation in Berlin",
      description: "Roof mount on a flat roof",
      street: "Hauptstraße 1",
      city: "Berlin",
      postalCode: "10115",
      valueCents: 15_000,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

interface LedgerSide {
  kind: LedgerAccountKind;
  userId: string | null;
}

/**
 * Moves `cents` of a lead's money between two ledger accounts in one balanced
 * transaction, creating the accounts as needed, the way the escrow service books it.
 */
export async function bookLedgerMovement(
  db: Kysely<Database>,
  movement: {
    leadId: string;
    kind: "capture" | "release" | "refund";
    from: LedgerSide;
    to: LedgerSide;
    cents: number;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const accountOf = async ({ kind, userId }: LedgerSide) => {
      const leadId = kind === "platform_fees" ? null : movement.leadId;
      const existing = await trx
        .selectFrom("ledgerAccounts")
        .select("id")
        .where("kind", "=", kind)
        .where("userId", userId === null ? "is" : "=", userId)
        .where("leadId", leadId === null ? "is" : "=", leadId)
        .executeTakeFirst();
      if (existing) return existing.id;
      const created = await trx
        .insertInto("ledgerAccounts")
        .values({ kind, userId, leadId })
        .returning("id")
        .executeTakeFirstOrThrow();
      return created.id;
    };
    const transaction = await trx
      .insertInto("ledgerTransactions")
      .values({ idempotencyKey: randomUUID(), kind: movement.kind, leadId: movement.leadId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("ledgerEntries")
      .values([
        {
          transactionId: transaction.id,
          accountId: await accountOf(movement.from),
          amountCents: -movement.cents,
        },
        {
          transactionId: transaction.id,
          accountId: await accountOf(movement.to),
          amountCents: movement.cents,
        },
      ])
      .execute();
  });
}

/**
 * A lead as the workflow leaves it in `status`: from ACCEPTED on it has `installerId`,
 * its conversation and its price held in escrow; once APPROVED the escrow is released;
 * a CANCELLED one is a job cancelled after acceptance, its escrow refunded.
 */
export async function leadInStatus(
  db: Kysely<Database>,
  customerId: string,
  status: LeadStatus,
  installerId: string,
): Promise<LeadRow> {
  if (status === "NEW") return createLead(db, customerId);
  const lead = await createLead(db, customerId, { installerId, status });
  await db.insertInto("conversations").values({ leadId: lead.id }).execute();
  await captureEscrow(db, { leadId: lead.id, customerId, amountCents: 15_000 });
  if (status === "APPROVED") {
    await releaseEscrow(db, { leadId: lead.id, installerId, feePercent: 10 });
  }
  if (status === "CANCELLED") await refundEscrow(db, { leadId: lead.id });
  return lead;
}

/**
 * A DONE lead with its price held in escrow whose automatic release clock stands at
 * `autoReleaseAt` (a second ago unless given: overdue), no reminder sent yet.
 */
export async function doneLeadReleasedAt(
  db: Kysely<Database>,
  customerId: string,
  installerId: string,
  autoReleaseAt: Date = new Date(Date.now() - 1000),
): Promise<LeadRow> {
  const lead = await leadInStatus(db, customerId, "DONE", installerId);
  return db
    .updateTable("leads")
    .set({ autoReleaseAt, releaseRemindersSent: 0 })
    .where("id", "=", lead.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Where a lead's money stands: release transactions booked, cents left in escrow, ledger balanced. */
export async function settlementOf(db: Kysely<Database>, leadId: string) {
  const releases = await db
    .selectFrom("ledgerTransactions")
    .select("id")
    .where("leadId", "=", leadId)
    .where("kind", "=", "release")
    .execute();
  return {
    releases: releases.length,
    escrowCents: await escrowBalanceCents(db, leadId),
    balanced: await ledgerIsBalanced(db),
  };
}

/**
 * The same database seen through a plugin that counts the statements sent through it:
 * for tests that a service reads in a bounded number of queries, whatever the rows.
 */
export function countingQueries(db: Kysely<Database>): {
  db: Kysely<Database>;
  readonly count: number;
} {
  const counter = new QueryCounter();
  return {
    db: db.withPlugin(counter),
    get count() {
      return counter.count;
    },
  };
}

export { blankPng, dataUrl, sceneJpeg, scenePng } from "./photos/test-images";

/** Counts the queries sent through a Kysely it is plugged into (`db.withPlugin(counter)`). */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  /** Counted as answered: a query compiled once (compileOnce) is never transformed again. */
  async transformResult<T>({ result }: { result: T }): Promise<T> {
    this.count += 1;
    return result;
  }
}
