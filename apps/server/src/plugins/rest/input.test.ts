import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentTypeRefusal, InputReader, procedurePathOf, queryInput } from "./input";
import { ProcedureTable } from "./procedures";

/** A procedure with this input schema, as the REST surface reads it. */
function readerFor(schema: z.ZodType) {
  const t = initTRPC.meta<OpenApiMeta>().create();
  const router = t.router({
    echo: t.procedure
      .meta({ openapi: { method: "GET", path: "/echo" } })
      .input(schema)
      .output(z.unknown())
      .query(({ input }) => input),
  });
  return new InputReader(new ProcedureTable(router).entries[0]!.procedure);
}

describe("the path a REST URL names", () => {
  it("is the URL below the base path, without its query or outer slashes, still escaped", () => {
    expect(procedurePathOf("/api/workflow/leads?limit=5", "/api")).toBe("/workflow/leads");
    expect(procedurePathOf("/api/workflow/leads/", "/api")).toBe("/workflow/leads");
    expect(procedurePathOf("/api/leads/a%20b", "/api")).toBe("/leads/a%20b");
  });

  it("is what new URL() makes of odd spellings: dot segments, backslashes, spaces", () => {
    expect(procedurePathOf("/api/leads/./x/../y?z=1", "/api")).toBe("/leads/y");
    expect(procedurePathOf("/api/leads/%2e%2e/x", "/api")).toBe("/x");
    expect(procedurePathOf("/api/leads\\x", "/api")).toBe("/leads/x");
    expect(procedurePathOf('/api/leads/a b"', "/api")).toBe("/leads/a%20b%22");
  });
});

describe("the query a GET passes on", () => {
  it("drops empty values, unwraps a key given once and keeps a repeated key's values", () => {
    expect(queryInput({ limit: "5", cursor: "", tags: ["a", "b"], one: ["x"] })).toEqual({
      limit: "5",
      tags: ["a", "b"],
      one: "x",
    });
  });
});

describe("the content type of a call with a body", () => {
  it("must be JSON; GET and DELETE carry none", () => {
    expect(contentTypeRefusal("POST", "application/json")).toBeUndefined();
    expect(contentTypeRefusal("PUT", "application/json; charset=utf-8")).toBeUndefined();
    expect(contentTypeRefusal("GET", undefined)).toBeUndefined();
    expect(contentTypeRefusal("DELETE", "text/plain")).toBeUndefined();
    expect(contentTypeRefusal("POST", "text/plain")).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: 'Unsupported content-type "text/plain',
    });
    expect(contentTypeRefusal("PATCH", undefined)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Missing content-type header",
    });
  });
});

describe("a procedure's raw input", () => {
  const listQuery = z.object({
    id: z.string(),
    limit: z.number().int().optional(),
    archived: z.boolean().optional(),
    since: z.date().optional(),
    tags: z.array(z.string()).optional(),
    ids: z.array(z.string()),
  });

  it("is the query with the path parameters over it, a lone value of an array field wrapped", () => {
    const input = readerFor(listQuery).read(
      "GET",
      { body: undefined, query: { id: "from-query", limit: "7", tags: "one", ids: ["a", "b"] } },
      { id: "from-path" },
    );
    expect(input).toEqual({ id: "from-path", limit: "7", tags: ["one"], ids: ["a", "b"] });
  });

  it("has its numbers, booleans and dates coerced from strings once the schema is read", () => {
    const schema = z.object({
      limit: z.number().optional(),
      archived: z.boolean().optional(),
      since: z.date().optional(),
      nested: z.object({ count: z.number() }).optional(),
    });
    const input = readerFor(schema).read(
      "GET",
      { body: undefined, query: { limit: "7", archived: "false", since: "2024-05-01" } },
      {},
    );
    // z.coerce as trpc-to-openapi sets it: Boolean("false") is true.
    expect(schema.parse(input)).toEqual({
      limit: 7,
      archived: true,
      since: new Date("2024-05-01"),
    });
    expect(schema.parse({ nested: { count: "3" } })).toEqual({ nested: { count: 3 } });
  });

  it("is the JSON body for POST, whatever JSON it is, never the query", () => {
    const reader = readerFor(z.object({ id: z.string(), count: z.number().optional() }));
    const read = (body: unknown) =>
      reader.read("POST", { body, query: { count: "9" } }, { id: "p" });
    expect(read({ count: 2, id: "body" })).toEqual({ count: 2, id: "p" });
    expect(read({})).toEqual({ id: "p" });
    expect(read(undefined)).toEqual({ id: "p" });
    expect(read(null)).toEqual({ id: "p" });
    expect(read("ab")).toEqual({ 0: "a", 1: "b", id: "p" });
    expect(read([5])).toEqual({ 0: 5, id: "p" });
  });

  it("is nothing at all for a procedure that takes none", () => {
    expect(readerFor(z.void()).read("POST", { body: { a: 1 }, query: {} }, {})).toBeUndefined();
  });
});
