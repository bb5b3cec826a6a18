import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { trpcClient } from "../app/api/trpcClient";
import { data, stubApi, trpcError } from "./stubApi";

const NOTICE = {
  id: "6f1c2a52-3f1e-4c5b-9a51-6d2f0c1e2a3b",
  body: "Welcome aboard",
  createdAt: "2026-01-02T10:00:00.000Z",
  readAt: null,
};

describe("the fake server's procedures", () => {
  it("answers the queries of one batch each with its own handler, and records their inputs", async () => {
    const api = stubApi({
      "notices.list": ({ input }) => data(input.cursor === undefined ? [NOTICE] : []),
      "config.get": () =>
        data({
          clerkPublishableKey: "pk_test",
          platformFeePercent: 12,
          contactEmail: null,
          paymentProvider: "simulated",
        }),
    });

    const [first, next, config] = await Promise.all([
      trpcClient.notices.list.query({ limit: 20 }),
      trpcClient.notices.list.query({ limit: 20, cursor: NOTICE.id }),
      trpcClient.config.get.query(),
    ]);

    expect(first).toEqual([NOTICE]);
    expect(next).toEqual([]);
    expect(config.platformFeePercent).toBe(12);
    // One HTTP request carried all three.
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.path).toBe("/trpc/notices.list,notices.list,config.get");
    expect(api.sent("notices.list").map((call) => call.input)).toEqual([
      { limit: 20 },
      { limit: 20, cursor: NOTICE.id },
    ]);
    expect(api.sent("config.get")[0]?.input).toBeUndefined();
  });

  it("answers mutations, whose inputs travel in the body, with the bearer header", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "tok-7");
    const api = stubApi({
      "notices.markRead": ({ input }) =>
        data({ ...NOTICE, id: input.id, readAt: NOTICE.createdAt }),
    });

    const notice = await trpcClient.notices.markRead.mutate({ id: NOTICE.id });

    expect(notice.readAt).toBe(NOTICE.createdAt);
    const [call] = api.sent("notices.markRead");
    expect(call?.type).toBe("mutation");
    expect(call?.input).toEqual({ id: NOTICE.id });
    expect(call?.headers.get("Authorization")).toBe("Bearer tok-7");
    expect(api.requests[0]?.method).toBe("POST");
  });

  it("fails one call of a batch with the server's error envelope and status, leaving the others", async () => {
    stubApi({
      "notices.list": () => trpcError(403, "Only for signed-in users."),
      "config.get": () =>
        data({
          clerkPublishableKey: null,
          platformFeePercent: 10,
          contactEmail: null,
          paymentProvider: "simulated",
        }),
    });

    const [list, config] = await Promise.allSettled([
      trpcClient.notices.list.query({}),
      trpcClient.config.get.query(),
    ]);
    const raw = await fetch(
      `/trpc/notices.list,config.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`,
    );

    expect(list).toMatchObject({
      status: "rejected",
      reason: {
        message: "Only for signed-in users.",
        data: { code: "FORBIDDEN", httpStatus: 403 },
      },
    });
    expect(config).toMatchObject({ status: "fulfilled" });
    expect(raw.status).toBe(207);
    expect(await raw.json()).toEqual([
      {
        error: {
          message: "Only for signed-in users.",
          code: -32003,
          data: { code: "FORBIDDEN", httpStatus: 403, path: "notices.list" },
        },
      },
      {
        result: {
          data: {
            clerkPublishableKey: null,
            platformFeePercent: 10,
            contactEmail: null,
            paymentProvider: "simulated",
          },
        },
      },
    ]);
  });

  it("answers a batch whose calls all fail with their one status", async () => {
    stubApi({ "auth.me": () => trpcError(401, "Please sign in to continue.") });

    const raw = await fetch("/trpc/auth.me,auth.me?batch=1");

    expect(raw.status).toBe(401);
  });

  it("answers a procedure without a handler with tRPC's 404", async () => {
    stubApi();

    await expect(trpcClient.leads.list.query({})).rejects.toMatchObject({
      message: 'No procedure found on path "leads.list"',
      data: { code: "NOT_FOUND", httpStatus: 404 },
    });
  });

  it("answers anything but /trpc with a 404, since the web calls only procedures", async () => {
    const api = stubApi();

    const res = await fetch("/api/health");

    expect(res.status).toBe(404);
    expect(api.requests.map((request) => request.path)).toEqual(["/api/health"]);
  });
});
