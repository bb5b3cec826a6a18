import { describe, expect, it, vi } from "vitest";
import { apiError, stubApi, trpcError } from "../../test/stubApi";
import { ApiError, apiRequest } from "./apiRequest";
import { errorMessageOf } from "./errorMessage";
import { trpcClient } from "./trpcClient";

/** The error a failed call of `notices.list` gives through the app's tRPC client. */
async function trpcFailure(): Promise<unknown> {
  return trpcClient.notices.list.query({}).then(
    () => expect.fail("the call succeeded"),
    (error: unknown) => error,
  );
}

/** The error a failed REST call gives, as the screens saw it before tRPC. */
async function restFailure(): Promise<unknown> {
  return apiRequest("GET", "/api/notices").then(
    () => expect.fail("the call succeeded"),
    (error: unknown) => error,
  );
}

describe("errorMessageOf", () => {
  it("reads the message of the server's JSON error body", () => {
    const error = new ApiError(
      409,
      '409: {"code":"CONFLICT","message":"An account with this email already exists."}',
    );
    expect(errorMessageOf(error, "Failed to create account")).toBe(
      "An account with this email already exists.",
    );
  });

  it.each([
    ["a body that is not JSON", new ApiError(502, "502: <html>Bad gateway</html>")],
    ["a JSON body without a message", new ApiError(400, '400: {"code":"BAD_REQUEST"}')],
    ["a blank message", new ApiError(400, '400: {"message":"  "}')],
    ["an empty body", new ApiError(503, "503: Service Unavailable")],
    ["a network failure", new TypeError("Failed to fetch")],
  ])("falls back for %s", (_case, error) => {
    expect(errorMessageOf(error, "Invalid email or password")).toBe("Invalid email or password");
  });
});

describe("errorMessageOf a tRPC call reads as the same answer did over REST", () => {
  it.each([
    [404, "Lead not found.", "Lead not found."],
    [409, "This lead was already accepted.", "This lead was already accepted."],
    [401, "Please sign in to continue.", "Please sign in to continue."],
    [500, "Something went wrong on our side.", "Something went wrong on our side."],
    [400, "   ", "the fallback"],
  ])("%i %j shows %j", async (status, message, shown) => {
    stubApi({
      "notices.list": () => trpcError(status, message),
      "GET /api/notices": () => apiError(status, message),
    });

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe(shown);
    expect(errorMessageOf(await restFailure(), "the fallback")).toBe(shown);
  });

  it("shows the message of a refusal made before any procedure ran (rate limit)", async () => {
    const refusal = { code: "TOO_MANY_REQUESTS", message: "Too many requests. Try again later." };
    vi.stubGlobal("fetch", async () => Response.json(refusal, { status: 429 }));

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe(refusal.message);
    expect(errorMessageOf(await restFailure(), "the fallback")).toBe(refusal.message);
  });

  it("falls back for a proxy's page that is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe("the fallback");
    expect(errorMessageOf(await restFailure(), "the fallback")).toBe("the fallback");
  });

  it("falls back when no answer came", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));

    expect(errorMessageOf(await trpcFailure(), "the fallback")).toBe("the fallback");
    expect(errorMessageOf(await restFailure(), "the fallback")).toBe("the fallback");
  });
});
