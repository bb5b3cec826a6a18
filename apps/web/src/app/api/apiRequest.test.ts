import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { ApiError, apiRequest } from "./apiRequest";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

describe("apiRequest", () => {
  it("sends credentials and neither body nor content type when no data is given", async () => {
    await apiRequest("POST", "/api/workflow/leads/7/accept");

    const { url, init, headers } = sentRequest();
    expect(url).toBe("/api/workflow/leads/7/accept");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(headers.has("Content-Type")).toBe(false);
    expect(headers.has("Authorization")).toBe(false);
  });

  it("sends the data as JSON with a JSON content type", async () => {
    await apiRequest("POST", "/api/auth/signin", { email: "a@b.eu", password: "secret-pw" });

    const { init, headers } = sentRequest();
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.eu", password: "secret-pw" }));
  });

  it("adds the bearer header when a token is stored", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "tok-123");
    await apiRequest("GET", "/api/auth/me");

    expect(sentRequest().headers.get("Authorization")).toBe("Bearer tok-123");
  });

  it("adds extra headers, which win over the stored bearer header", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "tok-123");
    await apiRequest("DELETE", "/api/me", undefined, {
      headers: { "X-Confirm-Password": "secret-pw" },
    });
    await apiRequest("POST", "/api/clerk/jwt", undefined, {
      headers: { Authorization: "Bearer clerk-jwt" },
    });

    const [first, second] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(first?.get("X-Confirm-Password")).toBe("secret-pw");
    expect(first?.get("Authorization")).toBe("Bearer tok-123");
    expect(second?.get("Authorization")).toBe("Bearer clerk-jwt");
  });

  it("resolves with the response when it succeeds", async () => {
    const res = await apiRequest("GET", "/api/workflow/leads");
    expect(await res.json()).toEqual({ ok: true });
  });

  it("turns a failure into '<status>: <body text>'", async () => {
    fetchMock.mockResolvedValue(
      new Response("not found", { status: 404, statusText: "Not Found" }),
    );

    const failure = apiRequest("GET", "/api/workflow/leads/missing");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: "404: not found", status: 404 });
  });

  it("falls back to the status text when the failure has an empty body", async () => {
    fetchMock.mockResolvedValue(
      new Response(null, { status: 503, statusText: "Service Unavailable" }),
    );

    await expect(apiRequest("DELETE", "/api/workflow/leads/1")).rejects.toMatchObject({
      message: "503: Service Unavailable",
    });
  });
});
