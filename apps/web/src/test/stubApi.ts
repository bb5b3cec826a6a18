import { AUTH_TOKEN_STORAGE_KEY, type User } from "@uplink/domain";
import { vi } from "vitest";

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** A JSON response, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** An error response with the server's `{ code, message }` body. */
export function apiError(status: number, message: string, code = "BAD_REQUEST"): Response {
  return json({ code, message }, status);
}

/**
 * Replaces `fetch` with a tiny fake server: handlers keyed by "METHOD /path"
 * (the query string is ignored). GET /api/config answers "no hosted sign-in"
 * unless overridden; anything else unrouted is a 404. Returns the mock, whose
 * `requests` lists what was sent.
 */
export function stubApi(routes: Record<string, Handler> = {}) {
  const requests: StubRequest[] = [];
  const handlers: Record<string, Handler> = {
    "GET /api/config": () => json({ clerkPublishableKey: null, platformFeePercent: 10 }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : apiError(404, "Not found.", "NOT_FOUND");
  });
  vi.stubGlobal("fetch", fetchMock);
  return Object.assign(fetchMock, {
    requests,
    /** The requests sent to "METHOD /path". */
    sent: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: "0b7c3a52-3f1e-4c5b-9a51-6d2f0c1e2a3b",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phone: null,
    role: "customer",
    emailVerified: false,
    hasPassword: true,
    verificationStatus: null,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}

/** Stores a session token and answers `me` with `user`, as for a returning visitor. */
export function signedInAs(user: User, routes: Record<string, Handler> = {}) {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "session-token");
  return stubApi({ "GET /api/auth/me": () => json({ user }), ...routes });
}
