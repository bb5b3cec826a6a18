import { describe, expect, it } from "vitest";
import { TooManyRequests } from "@uplink/api/server";
import { TRPCError } from "@trpc/server";
import { retryAfterMeta } from "./plugins/trpc/retry-after";
import { verbatim } from "@uplink/domain";

describe("Retry-After on refusals", () => {
  it("says how long a rate-limited caller must wait", () => {
    const cause = new TooManyRequests(verbatim("Too many requests"), 42);
    const error = new TRPCError({ code: "TOO_MANY_REQUESTS", cause });
    expect(retryAfterMeta({ errors: [error] })).toEqual({ headers: { "retry-after": "42" } });
  });

  it("asks a caller to come back in a few seconds when the database was too busy (503)", () => {
    const error = new TRPCError({ code: "SERVICE_UNAVAILABLE" });
    expect(retryAfterMeta({ errors: [error] })).toEqual({ headers: { "retry-after": "5" } });
  });

  it("adds nothing to other errors", () => {
    expect(retryAfterMeta({ errors: [new TRPCError({ code: "CONFLICT" })] })).toEqual({});
  });
});
