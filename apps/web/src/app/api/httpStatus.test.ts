import { describe, expect, it, vi } from "vitest";
import { stubApi, trpcError } from "../../test/stubApi";
import { httpStatusOf } from "./httpStatus";
import { trpcClient } from "./trpcClient";

function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.fail("the call succeeded"),
    (error: unknown) => error,
  );
}

describe("httpStatusOf", () => {
  it("reads a procedure's failure's status", async () => {
    stubApi({ "auth.me": () => trpcError(401, "Please sign in to continue.") });

    expect(httpStatusOf(await failureOf(trpcClient.auth.me.query()))).toBe(401);
  });

  it("reads the status of a refusal made before any procedure ran", async () => {
    const refusal = { code: "TOO_MANY_REQUESTS", message: "Slow down." };
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json(refusal, { status: 429 })));

    expect(httpStatusOf(await failureOf(trpcClient.auth.me.query()))).toBe(429);
  });

  it("has none when no answer came", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));

    expect(httpStatusOf(await failureOf(trpcClient.auth.me.query()))).toBeUndefined();
  });
});
