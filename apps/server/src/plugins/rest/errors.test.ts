import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter, Conflict, TooManyRequests } from "@uplink/api/server";
import { messages, verbatim } from "@uplink/domain";
import { restResponseMeta } from "./rest-status";
import { errorAnswer } from "./errors";
import { ProcedureTable } from "./procedures";

const table = new ProcedureTable(appRouter);
const leadsList = table.entries.find((entry) => entry.path === "leads.list");

function answerTo(cause: unknown, { entry } = { entry: leadsList }) {
  const { error, ...answer } = errorAnswer({
    cause,
    router: appRouter,
    entry,
    input: { limit: 5 },
    ctx: {},
    responseMeta: restResponseMeta,
  });
  return { code: error.code, ...answer };
}

describe("a failed REST call's answer", () => {
  it("names the tRPC code twice, the status and the procedure, in the adapter's key order", () => {
    const answer = answerTo(
      new TRPCError({
        code: "CONFLICT",
        message: "Taken.",
        cause: new Conflict(verbatim("Taken.")),
      }),
    );
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toBe(
      '{"message":"Taken.","code":"CONFLICT","data":{"code":"CONFLICT","httpStatus":409,"path":"leads.list"}}',
    );
  });

  it("hides what broke: anything but a TRPCError is a 500 with the catalogue's sentence", () => {
    const answer = answerTo(new Error("connection string postgres://secret"));
    expect(answer.code).toBe("INTERNAL_SERVER_ERROR");
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      message: messages.server.internal,
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(JSON.stringify(answer.body)).not.toContain("secret");
  });

  it("carries the zod issues of invalid input, under the first field's message", () => {
    const invalid = z.object({ limit: z.number() }).safeParse({ limit: "x" });
    const answer = answerTo(new TRPCError({ code: "BAD_REQUEST", cause: invalid.error }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: invalid.error?.issues[0]?.message,
      code: "BAD_REQUEST",
      issues: [expect.objectContaining({ path: ["limit"], code: "invalid_type" })],
    });
  });

  it("has no issues when the request was refused for another reason", () => {
    const answer = answerTo(new TRPCError({ code: "BAD_REQUEST", message: "No." }));
    expect(JSON.stringify(answer.body)).not.toContain("issues");
    expect(answer.body.message).toBe("No.");
  });

  it("says when to retry after a rate limit, and after a busy database", () => {
    const limited = answerTo(
      new TRPCError({
        code: "TOO_MANY_REQUESTS",
        message: "Slow down.",
        cause: new TooManyRequests(verbatim("Slow down."), 30),
      }),
    );
    expect(limited).toMatchObject({ status: 429, headers: { "retry-after": "30" } });
    const busy = answerTo(new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Busy." }));
    expect(busy).toMatchObject({ status: 503, headers: { "retry-after": "5" } });
  });

  it("without a procedure (a path no procedure matches) is the adapter's 404", () => {
    const answer = answerTo(new TRPCError({ code: "NOT_FOUND", message: "Not found" }), {
      entry: undefined,
    });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).toBe(
      '{"message":"Not found","code":"NOT_FOUND","data":{"code":"NOT_FOUND","httpStatus":404}}',
    );
  });
});
