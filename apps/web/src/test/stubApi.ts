import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { AUTH_TOKEN_STORAGE_KEY, type User } from "@uplink/domain";
import { vi } from "vitest";
import type { ProcedureInput, ProcedureOutput, ProcedurePath } from "./procedures";
import {
  decodeCalls,
  encodeAnswer,
  statusOfAnswers,
  type ProcedureReply,
  type WireAnswer,
} from "./trpcWire";

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** One call of a procedure, as the stub received it. */
export interface ProcedureCall<P extends ProcedurePath> {
  path: P;
  type: "query" | "mutation";
  /** The input as sent (parsed JSON): what `useTRPC().x.y.queryOptions(input)` was given. */
  input: ProcedureInput<P>;
  /** The headers of the HTTP request that carried the call (a batch shares them). */
  headers: Headers;
}

type ProcedureHandler<P extends ProcedurePath> = (
  call: ProcedureCall<P>,
) => ProcedureReply<ProcedureOutput<P>> | Promise<ProcedureReply<ProcedureOutput<P>>>;

/**
 * The fake server's routes: handlers keyed by the procedure's path ("leads.list"), typed
 * by the router: a handler gets the procedure's input and must answer its output.
 */
export type StubRoutes = { [P in ProcedurePath]?: ProcedureHandler<P> };

function json(body: unknown, status: number): Response {
  return Response.json(body, { status });
}

/** A procedure's successful answer. */
export function data<Output>(value: Output): ProcedureReply<Output> {
  return { ok: true, data: value };
}

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  412: "PRECONDITION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/** A procedure's failure with the server's message; the tRPC code follows from the status. */
export function trpcError(
  status: number,
  message: string,
  code: TRPC_ERROR_CODE_KEY = CODE_BY_STATUS[status] ?? "INTERNAL_SERVER_ERROR",
): ProcedureReply<never> {
  return { ok: false, status, code, message };
}

const TRPC_PATH = /^\/trpc\//;

/**
 * Replaces `fetch` with a tiny fake server: requests to /trpc are decoded into their
 * procedure calls (a batch holds several), each answered by the handler of its procedure
 * path, and sent back in tRPC's envelope; any other path is a 404 (the web calls only
 * procedures). `config.get` answers "no hosted sign-in" and `auth.streamTicket` a new
 * ticket each time unless overridden; anything else unrouted is a 404, as the server has it. A handler that
 * throws fails the whole request, like a network failure. Returns the mock, whose
 * `requests` lists the HTTP requests sent and `sent(path)` the calls of one procedure.
 */
export function stubApi(routes: StubRoutes = {}) {
  const requests: StubRequest[] = [];
  let tickets = 0;
  const calls: ProcedureCall<ProcedurePath>[] = [];
  const handlers: StubRoutes = {
    "config.get": () =>
      data({
        clerkPublishableKey: null,
        platformFeePercent: 10,
        contactEmail: null,
        paymentProvider: "simulated",
      }),
    "auth.streamTicket": () => data({ ticket: `stream-ticket-${++tickets}` }),
    ...routes,
  };

  async function answerProcedures(request: StubRequest, url: URL): Promise<Response> {
    const wireCalls = decodeCalls(request.method, url, request.body);
    const answers: WireAnswer[] = [];
    for (const wireCall of wireCalls) {
      const call = { ...wireCall, headers: request.headers } as ProcedureCall<ProcedurePath>;
      calls.push(call);
      const handler = handlers[call.path] as
        | ((call: ProcedureCall<ProcedurePath>) => ReturnType<ProcedureHandler<ProcedurePath>>)
        | undefined;
      const reply = handler
        ? await handler(call)
        : trpcError(404, `No procedure found on path "${call.path}"`);
      answers.push(encodeAnswer(call.path, reply));
    }
    const batch = url.searchParams.get("batch") === "1";
    return json(batch ? answers : answers[0], statusOfAnswers(answers));
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (TRPC_PATH.test(url.pathname)) return answerProcedures(request, url);
    return json({ code: "NOT_FOUND", message: "This API route does not exist." }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);

  function sent<P extends ProcedurePath>(path: P): ProcedureCall<P>[] {
    return calls.filter((call) => call.path === path) as ProcedureCall<P>[];
  }

  return Object.assign(fetchMock, {
    requests,
    /** The calls of the procedure "a.b", in order, with their inputs. */
    sent,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: "0b7c3a52-3f1e-4c5b-9a51-6d2f0c1e2a3b",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phone: null,
    country: null,
    role: "customer",
    emailVerified: false,
    hasPassword: true,
    verificationStatus: null,
    locale: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

/** Stores a session token and answers `auth.me` with `user`, as for a returning visitor. */
export function signedInAs(user: User, routes: StubRoutes = {}) {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "session-token");
  return stubApi({ "auth.me": () => data({ user }), ...routes });
}
