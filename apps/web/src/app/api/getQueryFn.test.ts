import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { getQueryFn } from "./getQueryFn";
import { createQueryClient } from "./queryClient";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the default query function", () => {
  it("GETs the query key joined with '/', with credentials and the bearer header", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "tok-9");
    fetchMock.mockResolvedValue(Response.json({ lead: { id: "abc" } }));

    const data = await createQueryClient().fetchQuery({ queryKey: ["/api/workflow/leads", "abc"] });

    expect(data).toEqual({ lead: { id: "abc" } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/workflow/leads/abc");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tok-9");
  });

  it("throws on 401 by default", async () => {
    fetchMock.mockResolvedValue(new Response("Not signed in", { status: 401 }));

    await expect(createQueryClient().fetchQuery({ queryKey: ["/api/auth/me"] })).rejects.toThrow(
      "401: Not signed in",
    );
  });

  it("returns null on 401 when asked to", async () => {
    fetchMock.mockResolvedValue(new Response("Not signed in", { status: 401 }));

    const data = await createQueryClient().fetchQuery({
      queryKey: ["/api/auth/me"],
      queryFn: getQueryFn({ on401: "returnNull" }),
    });
    expect(data).toBeNull();
  });

  it("still throws other failures when 401 returns null", async () => {
    fetchMock.mockResolvedValue(new Response("boom", { status: 500 }));

    await expect(
      createQueryClient().fetchQuery({
        queryKey: ["/api/auth/me"],
        queryFn: getQueryFn({ on401: "returnNull" }),
      }),
    ).rejects.toThrow("500: boom");
  });
});

describe("query client defaults", () => {
  it("never goes stale, never refetches on its own, never retries, and keeps entries 5 minutes", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });
});
