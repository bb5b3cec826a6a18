import type { IncomingMessage } from "node:http";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { Config } from "../../config";
import { addressMatcher } from "./address-list";

/** The per-address API limit's window: its count starts afresh every minute. */
export const API_LIMIT_WINDOW_MS = 60_000;
/** Addresses counted in memory at most (without Redis); the one counted least recently goes. */
const LOCAL_ADDRESSES = 5_000;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The script @fastify/rate-limit's Redis store runs: one round trip a count. */
const COUNT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = tonumber(ARGV[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = redis.call('PTTL', KEYS[1]) end
  return {current, ttl}
`;

interface CountingRedis extends Redis {
  uplinkApiLimitCount(
    key: string,
    windowMs: number,
    callback: (error: Error | null, result?: [number, number]) => void,
  ): void;
}

/**
 * The per-address API limit's counter, one per process, shared by @fastify/rate-limit
 * (its `store`, so tRPC batches count through it too) and the answers from memory
 * (memory-answers.ts), so an answer from memory costs the caller's budget as one through
 * Fastify does. In memory, a count calls back at once; with REDIS_URL, it is the one
 * Redis round trip the Fastify path makes per request too (a fixed window of a minute,
 * as @fastify/rate-limit counts it).
 */
export class ApiLimitStore implements FastifyRateLimitStore {
  readonly #redis: CountingRedis | undefined;
  readonly #prefix: string;
  readonly #local = new Map<string, { current: number; startedAt: number }>();

  constructor(redis?: Redis, prefix = "") {
    this.#prefix = prefix;
    if (redis) {
      const counting = redis as CountingRedis;
      if (typeof counting.uplinkApiLimitCount !== "function") {
        redis.defineCommand("uplinkApiLimitCount", { numberOfKeys: 1, lua: COUNT_SCRIPT });
      }
      this.#redis = counting;
    }
  }

  incr(key: string, callback: Counted, timeWindow: number): void {
    if (this.#redis) {
      this.#redis.uplinkApiLimitCount(this.#prefix + key, timeWindow, (error, result) => {
        if (error || !result) callback(error ?? new Error("Redis answered nothing"));
        else callback(null, { current: result[0], ttl: result[1] });
      });
      return;
    }
    const now = Date.now();
    const known = this.#local.get(key);
    const entry =
      known === undefined || known.startedAt + timeWindow <= now
        ? { current: 1, startedAt: now }
        : { current: known.current + 1, startedAt: known.startedAt };
    // Counted now: the most recent, the last to be forgotten (a Map keeps its order).
    this.#local.delete(key);
    if (this.#local.size >= LOCAL_ADDRESSES) {
      const [leastRecent] = this.#local.keys();
      if (leastRecent !== undefined) this.#local.delete(leastRecent);
    }
    this.#local.set(key, entry);
    callback(null, { current: entry.current, ttl: entry.startedAt + timeWindow - now });
  }

  /** One counter for every route: the limit is per address, not per route. */
  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The client's address as Fastify's `request.ip` gives it under TRUST_PROXY (the
 * algorithm of proxy-addr): the socket's peer, then, while the address at hand is a
 * trusted proxy, the next X-Forwarded-For entry from the right.
 */
export function clientAddressOf(
  trustProxy: Config["trustProxy"],
): (request: IncomingMessage) => string | undefined {
  if (trustProxy === undefined) return (request) => request.socket.remoteAddress;
  const trusts =
    "hops" in trustProxy
      ? (_address: string, hop: number) => hop < trustProxy.hops
      : addressMatcher(trustProxy.addresses);
  return (request) => {
    const peer = request.socket.remoteAddress;
    const header = request.headers["x-forwarded-for"];
    if (peer === undefined || header === undefined) return peer;
    const forwarded = (Array.isArray(header) ? header.join(",") : header).split(",");
    let address = peer;
    for (let hop = 0; hop < forwarded.length; hop++) {
      if (!trusts(address, hop)) return address;
      address = (forwarded[forwarded.length - 1 - hop] ?? "").trim();
    }
    return address;
  };
}

/** The per-address API limit as the answers from memory count it. */
export interface ApiLimit {
  /** Counts one API call of `request`'s client; calls back whether it went past the limit. */
  count(request: IncomingMessage, done: (exceeded: boolean) => void): void;
}

export interface ApiLimitOptions {
  store: FastifyRateLimitStore;
  /** RATE_LIMIT_API_PER_MINUTE. */
  max: number;
  /** The client's address: Fastify's `request.ip` (clientAddressOf). */
  clientAddress: (request: IncomingMessage) => string | undefined;
  /** The key the limit counts an address under (@fastify/rate-limit's normalizeIP). */
  keyOf: (address: string) => string;
  /** RATE_LIMIT_ALLOWLIST. */
  isAllowlisted: (address: string) => boolean;
}

/**
 * Counts as @fastify/rate-limit does for a request Fastify sees: the same key in the same
 * store, nothing for an allowlisted address; a store that fails (Redis unreachable) is
 * skipped, as skipOnError skips it there.
 */
export function apiLimit({
  store,
  max,
  clientAddress,
  keyOf,
  isAllowlisted,
}: ApiLimitOptions): ApiLimit {
  return {
    count(request, done) {
      const address = clientAddress(request);
      if (address === undefined || isAllowlisted(address)) return done(false);
      store.incr(
        keyOf(address),
        (error, result) => done(error === null && result !== undefined && result.current > max),
        API_LIMIT_WINDOW_MS,
        max,
      );
    },
  };
}
