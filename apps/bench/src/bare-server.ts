import { createHash, randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { verify } from "@node-rs/argon2";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type pg from "pg";
import {
  areaParameters,
  maySeeLead,
  SQL,
  toLead,
  partyRatingsOf,
  toListedLead,
  toMessage,
  toParticipant,
  toPhoto,
  toSessionUser,
  type ConversationScope,
  type LeadRow,
  type SessionUser,
} from "./bare-queries";
import { installerRoutes } from "./bare-installers";

/*
 * The bare reference: Fastify 5 and pg, no plugin, no logger, no schema; for each path
 * the least work that answers it correctly. What the product is asked to keep in memory
 * (issue 12) it keeps too, for at most CACHE_MS: who a session token belongs to and the
 * newest message of a conversation, so an unchanged poll costs no query and a sign-out
 * or a new message is seen within a second.
 */

const CACHE_MS = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PAGE = 50;

/** Values loaded at most once per `ttlMs` per key; a failed load is forgotten at once. */
class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

/** Runs at most `limit` tasks at once, the rest waiting in order. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
}

function pageSize(raw: unknown): number {
  const limit = Number(raw ?? DEFAULT_PAGE);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : DEFAULT_PAGE;
}

export function buildBareServer(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const sessions = new ExpiringCache<SessionUser | null>(CACHE_MS);
  const conversations = new ExpiringCache<ConversationScope | null>(CACHE_MS);
  // Password hashing off the event loop and never on every core: one core stays for requests.
  const hashing = new Gate(Math.max(1, availableParallelism() - 1));

  const userOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const user =
      token === undefined
        ? null
        : await sessions.get(token, async () => {
            const { rows } = await pool.query<Record<string, unknown>>(SQL.session, [
              sha256(token),
            ]);
            return rows[0] ? toSessionUser(rows[0]) : null;
          });
    if (!user) void reply.code(401).send({ code: "UNAUTHORIZED", message: "Please sign in." });
    return user;
  };

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ code: "NOT_FOUND", message: "Not found." });

  const jobList = async (user: SessionUser, limit: number) => {
    const area = user.serviceArea;
    if (user.role === "installer" && area) {
      // Ranked: the leads within the radius (and those not placed, and their own) first.
      const values = [user.id, limit, ...areaParameters(area)];
      const near = await pool.query<LeadRow>(SQL.areaNear, values);
      const far =
        near.rows.length < limit
          ? (
              await pool.query<LeadRow>(SQL.areaFar, [
                limit - near.rows.length,
                ...values.slice(2, 9),
              ])
            ).rows
          : [];
      return [...near.rows, ...far].map((row) => toListedLead(row, user));
    }
    const query = user.role === "customer" ? SQL.customerLeads : SQL.installerJobs;
    const { rows } = await pool.query<LeadRow>(query, [user.id, limit]);
    return rows.map((row) => toListedLead(row, user));
  };

  app.get("/api/health", () => Promise.resolve({ status: "ok" }));
  installerRoutes(app, pool);

  app.get("/api/workflow/leads", async (request, reply) => {
    const user = await userOf(request, reply);
    if (!user) return reply;
    return jobList(user, pageSize((request.query as { limit?: string }).limit));
  });

  // The same list through tRPC's URL and envelope, batched (`?batch=1`) or not.
  app.get("/trpc/:path", async (request, reply) => {
    if ((request.params as { path: string }).path !== "leads.list") return notFound(reply);
    const user = await userOf(request, reply);
    if (!user) return reply;
    const query = request.query as { batch?: string; input?: string };
    const batched = query.batch === "1";
    const parsed = JSON.parse(query.input ?? "{}") as Record<string, { limit?: number }>;
    const input = (batched ? parsed["0"] : parsed) ?? {};
    const result = { result: { data: await jobList(user, pageSize(input.limit)) } };
    return batched ? [result] : result;
  });

  app.get("/api/workflow/leads/:id", async (request, reply) => {
    const user = await userOf(request, reply);
    if (!user) return reply;
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) return notFound(reply);
    const { rows } = await pool.query<LeadRow & { conversation_id: string | null }>(
      SQL.leadWithConversation,
      [id],
    );
    const lead = rows[0];
    if (!lead) return notFound(reply);
    if (!maySeeLead(user, lead)) {
      if (user.role !== "installer" || lead.status !== "NEW") return notFound(reply);
      return {
        lead: toLead(lead, user),
        conversation: null,
        photos: [],
        payment: null,
        ...partyRatingsOf(lead, user),
      };
    }
    const people = [lead.customer_id, lead.installer_id].filter((person) => person !== null);
    const [messages, participants, photos] = await Promise.all([
      lead.conversation_id === null ? null : pool.query(SQL.messages, [lead.conversation_id, null]),
      lead.conversation_id === null
        ? null
        : pool.query<Record<string, unknown>>(SQL.participants, [people]),
      pool.query(SQL.photos, [id]),
    ]);
    return {
      lead: toLead(lead, user),
      conversation:
        lead.conversation_id === null
          ? null
          : {
              id: lead.conversation_id,
              leadId: lead.id,
              messages: messages!.rows.map(toMessage),
              participants: participants!.rows.map((row) => toParticipant(row, user)),
            },
      photos: photos.rows.map(toPhoto),
      ...partyRatingsOf(lead, user),
      // The bare server reads no ledger: its detail says nothing of the payment.
      payment: null,
    };
  });

  app.get("/api/conversation/:id", async (request, reply) => {
    const user = await userOf(request, reply);
    if (!user) return reply;
    const { id } = request.params as { id: string };
    const { after } = request.query as { after?: string };
    if (!UUID.test(id) || (after !== undefined && !UUID.test(after))) return notFound(reply);
    const scope = await conversations.get(id, async () => {
      const { rows } = await pool.query<ConversationScope>(SQL.conversationScope, [id]);
      return rows[0] ?? null;
    });
    const party = scope && (scope.customer_id === user.id || scope.installer_id === user.id);
    if (!scope || !(party || user.role === "administrator")) return notFound(reply);
    const etag = `"m${scope.last_message_seq}${after === undefined ? "" : `-${after}`}"`;
    void reply.header("etag", etag).header("cache-control", "private, no-cache");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const people = [scope.customer_id, scope.installer_id].filter((person) => person !== null);
    const [messages, participants] = await Promise.all([
      pool.query(SQL.messages, [id, after ?? null]),
      pool.query<Record<string, unknown>>(SQL.participants, [people]),
    ]);
    return {
      id,
      leadId: scope.lead_id,
      messages: messages.rows.map(toMessage),
      participants: participants.rows.map((row) => toParticipant(row, user)),
    };
  });

  app.post("/api/auth/signin", async (request, reply) => {
    const { email, password } = (request.body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== "string" || typeof password !== "string") {
      return reply.code(400).send({ code: "BAD_REQUEST", message: "Email and password." });
    }
    const { rows } = await pool.query(SQL.userByEmail, [email]);
    const row = rows[0] as (Record<string, unknown> & { password_hash: string | null }) | undefined;
    const correct =
      row?.password_hash != null &&
      (await hashing.run(() => verify(row.password_hash as string, password)));
    if (!row || !correct) {
      return reply.code(401).send({ code: "UNAUTHORIZED", message: "Invalid credentials." });
    }
    const token = randomBytes(32).toString("base64url");
    await pool.query(SQL.newSession, [
      row.id,
      sha256(token),
      request.headers["user-agent"] ?? null,
    ]);
    return { token, user: toSessionUser(row) };
  });

  return app;
}
