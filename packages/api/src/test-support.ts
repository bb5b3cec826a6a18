import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import type { Kysely } from "kysely";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Database, LeadRow, LedgerAccountRow, UserRow } from "@uplink/db";
import type { LeadStatus, Role, VerificationStatus } from "@uplink/domain";
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
import { SESSION_COOKIE_NAME } from "./auth/session-token";
import { createSession } from "./auth/sessions";
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
  platformFeePercent: 10,
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

/** A real SMTP server on a free local port that keeps and parses every message. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const receivedBy = (to: string) => received.filter((mail) => isAddressedTo(mail, to));
  return {
    url: `smtp://127.0.0.1:${port}`,
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
export function tokenFromMail(mail: ParsedMail, screen: "/verify-email" | "/reset-password") {
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
