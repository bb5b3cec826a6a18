import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { createStripeClient } from "../../payments/stripe/stripe-client";
import { FormEncodingError, parseStripeForm, type FormObject } from "./form-encoding";
import { event, stripeId, type StripeObject } from "./objects";
import { routeFor } from "./routes";
import { StripeApiError } from "./stripe-errors";
import { StripeStore } from "./stripe-store";

/** One request the server answered, for tests to assert on. */
export interface RecordedCall {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | undefined;
  status: number;
  /** Answered from an earlier request's stored answer under the same Idempotency-Key. */
  replayed: boolean;
}

export interface FailureOptions {
  status?: number;
  /** Only requests to this path (e.g. `/v1/transfers`) fail; any path when unset. */
  path?: string;
}

/**
 * A Stripe-compatible API on a loopback port, for tests: the official SDK talks to it
 * through STRIPE_API_URL. It checks the secret key, parses Stripe's form encoding,
 * replays the stored answer of a repeated Idempotency-Key (failures included, as
 * Stripe does), records every call and can be told to fail.
 */
export interface TestStripeServer {
  /** STRIPE_API_URL for the server. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  store: StripeStore;
  calls: RecordedCall[];
  /** The calls made with `method` to `path`, oldest first. */
  callsTo(method: string, path: string): RecordedCall[];
  /** The next `count` requests (to `options.path`) answer an API error. */
  failNext(count: number, options?: FailureOptions): void;
  /** Every failure asked for with failNext and not yet answered is forgotten. */
  stopFailing(): void;
  /**
   * The next `count` requests (to `options.path`) are read and never answered nor acted
   * on, as if the caller died before its request reached Stripe; `stalled` counts them.
   */
  stallNext(count: number, options?: Pick<FailureOptions, "path">): void;
  readonly stalled: number;
  /** An SDK client of the server's. */
  client(): Stripe;
  /** A webhook event about `object`, its JSON body and a valid Stripe-Signature for it. */
  signedEvent(
    type: string,
    object: StripeObject,
    options?: { timestampSeconds?: number; secret?: string },
  ): { event: StripeObject; payload: string; signature: string };
  close(): Promise<void>;
}

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

const MAX_BODY_BYTES = 1_000_000;

export async function startStripeServer(): Promise<TestStripeServer> {
  const secretKey = `sk_test_${stripeId("uplink").slice(7)}`;
  const webhookSecret = `whsec_${stripeId("uplink").slice(7)}`;
  const store = new StripeStore();
  const calls: RecordedCall[] = [];
  const answers = new Map<string, StoredAnswer>();
  const failures: { remaining: number; status: number; path: string | undefined }[] = [];
  const stalls: { remaining: number; path: string | undefined }[] = [];
  let stalled = 0;

  function isStalled(path: string): boolean {
    const stall = stalls.find((entry) => entry.remaining > 0 && (entry.path ?? path) === path);
    if (stall === undefined) return false;
    stall.remaining -= 1;
    stalled += 1;
    return true;
  }

  function injectedFailure(path: string): StripeApiError | undefined {
    const failure = failures.find((entry) => entry.remaining > 0 && (entry.path ?? path) === path);
    if (failure === undefined) return undefined;
    failure.remaining -= 1;
    return new StripeApiError(
      failure.status,
      "api_error",
      "An unknown error occurred (injected by the test).",
    );
  }

  function answer(
    method: string,
    path: string,
    form: FormObject,
  ): { status: number; body: unknown } {
    const failure = injectedFailure(path);
    if (failure) return { status: failure.status, body: failure.body };
    const route = routeFor(method, path);
    if (route === undefined) {
      const message = `Unrecognized request URL (${method}: ${path}).`;
      return { status: 404, body: new StripeApiError(404, "invalid_request_error", message).body };
    }
    try {
      return { status: 200, body: route.handler(store, form, route.id) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: error.body };
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const method = request.method ?? "GET";
    const send = (status: number, body: unknown, replayed = false) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": stripeId("req"),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const message = "Invalid API Key provided.";
      send(401, new StripeApiError(401, "invalid_request_error", message).body);
      return;
    }
    let form: FormObject;
    try {
      const body = await readBody(request);
      form = parseStripeForm(method === "GET" || method === "DELETE" ? url.search.slice(1) : body);
    } catch (error) {
      if (!(error instanceof FormEncodingError)) throw error;
      send(400, new StripeApiError(400, "invalid_request_error", error.message).body);
      return;
    }
    if (isStalled(url.pathname)) return;
    const key = method === "POST" ? header(request, "idempotency-key") : undefined;
    const fingerprint = JSON.stringify([method, url.pathname, form]);
    const record = (status: number, replayed: boolean) =>
      calls.push({
        method,
        path: url.pathname,
        params: form,
        idempotencyKey: key,
        status,
        replayed,
      });
    const stored = key === undefined ? undefined : answers.get(key);
    if (stored && stored.fingerprint !== fingerprint) {
      const message =
        "Keys for idempotent requests can only be used with the same parameters they were first " +
        `used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      record(400, false);
      send(400, new StripeApiError(400, "idempotency_error", message).body);
      return;
    }
    if (stored) {
      record(stored.status, true);
      send(stored.status, stored.body, true);
      return;
    }
    const { status, body } = answer(method, url.pathname, form);
    if (key !== undefined) answers.set(key, { fingerprint, status, body });
    record(status, false);
    send(status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sdk = createStripeClient({ secretKey, apiUrl: url });

  return {
    url,
    secretKey,
    webhookSecret,
    store,
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    failNext(count, options = {}) {
      failures.push({ remaining: count, status: options.status ?? 500, path: options.path });
    },
    stopFailing() {
      failures.length = 0;
    },
    stallNext(count, options = {}) {
      stalls.push({ remaining: count, path: options.path });
    },
    get stalled() {
      return stalled;
    },
    client: () => sdk,
    signedEvent(type, object, options = {}) {
      const built = event(type, object);
      const payload = JSON.stringify(built, null, 2);
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestampSeconds === undefined ? {} : { timestamp: options.timestampSeconds }),
      });
      return { event: built, payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new FormEncodingError("Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
