import { describe, expect, it, vi } from "vitest";
import { stubApi, trpcError } from "../../test/stubApi";
import { errorMessageOf } from "./errorMessage";
import { trpcClient } from "./trpcClient";

/** The error a failed call of `notices.list` gives through the app's tRPC client. */
async function trpcFailure(): Promise<unknown> {
  return trpcClient.notices.list.query({}).then(
    () => expect.fail("the call succeeded"),
    (error: unknown) => error,
  );
}

describe("errorMessageOf a failed call", () => {
  it.each([
    [404, "Lead not found.", "Lead not found."],
    [409, "This lead was already accepted.", "This lead was already accepted."],
    [401, "Please sign in to continue.", "Please sign in to continue."],
    [500, "Something went wrong on our side.", "Something went wrong on our side."],
    [400, "   ", "the fallback"],
  ])("%i %j shows %j", async (status, message, shown) => {
    stubApi({ "notices.list": () => trpcError(status, message) });

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe(shown);
  });

  it("shows the message of a refusal made before any procedure ran (rate limit)", async () => {
    const refusal = { code: "TOO_MANY_REQUESTS", message: "Too many requests. Try again later." };
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json(refusal, { status: 429 })));

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe(refusal.message);
  });

  it("falls back for a JSON answer without a message", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ code: "BAD_REQUEST" }, { status: 400 })),
    );

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe("the fallback");
  });

  it("falls back for a proxy's page that is not JSON", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      ),
    );

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe("the fallback");
  });

  it("falls back when no answer came, or for an error that is no call's", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe("the fallback");
    expect(errorMessageOf(new TypeError("Failed to fetch"), "the fallback")).toBe("the fallback");
  });
});
