import Fastify from "fastify";
import { getInputOutputParsers } from "trpc-to-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "@uplink/api";
import { ProcedureTable } from "./procedures";
import {
  exactSchemaOf,
  serializationSchemaOf,
  serializeAnswer,
  type JsonSchema,
} from "./serializers";

type Serializer = (data: unknown) => string;

/** The serializers Fastify compiles for these schemas, as for a route's `response: { 200 }`. */
async function compiledByFastify(schemas: JsonSchema[]): Promise<Serializer[]> {
  const app = Fastify();
  let compiled: Serializer[] = [];
  app.get("/", async (_request, reply) => {
    compiled = schemas.map((schema) => reply.compileSerializationSchema(schema) as Serializer);
    return {};
  });
  await app.inject({ method: "GET", url: "/" });
  await app.close();
  return compiled;
}

const table = new ProcedureTable(appRouter);

function outputOf(path: string): z.ZodType {
  const entry = table.entries.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`no REST procedure ${path}`);
  return getInputOutputParsers(entry.procedure).outputParser as unknown as z.ZodType;
}

const hostile = 'quote " back \\ nul \u0000 tab \t sep \u2028 lone \ud800 emoji 😀 é';
const id = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;

/** A lead as the database gives it: keys in another order than the schema's, extra ones. */
function leadRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    createdAt: "2024-05-01T10:00:00.000Z",
    id: id(n),
    status: "DONE",
    title: `Lead ${n} ${hostile}`,
    description: n % 2 ? hostile.repeat(5) : "",
    address: { postalCode: "10115", city: "Berlin", street: n % 2 ? null : "Weg 1" },
    customerId: id(n + 1),
    installerId: n % 2 ? null : id(n + 2),
    value: n % 3 ? 369.5 : null,
    preferredStartDate: "2024-06-01",
    preferredEndDate: null,
    scheduledAt: null,
    timeRange: n % 2 ? "morning" : null,
    specialRequirements: null,
    revisionFeedback: "",
    autoReleaseAt: "2024-05-08T10:00:00+02:00",
    settlement:
      n % 2
        ? null
        : {
            note: hostile,
            settledAt: "2024-05-09T10:00:00.000Z",
            outcome: "split",
            installerEuros: 0.1 + 0.2,
            refundedEuros: -0,
          },
    internalColumn: "never answered",
    ...overrides,
  };
}

describe("the serialization schema", () => {
  it("keeps how values are written and nothing that would add, refuse or reorder", () => {
    expect(
      exactSchemaOf({
        type: "object",
        properties: {
          id: { type: "string", format: "uuid", pattern: "^x$" },
          status: { type: "string", enum: ["A", "B"] },
          count: { type: "integer", minimum: 0, default: 3 },
          note: { anyOf: [{ type: "string", format: "date" }, { type: "null" }] },
          value: { type: ["number", "null"] },
          tags: { type: "array", items: { type: "string" } },
        },
        required: ["id", "status"],
        additionalProperties: false,
      }),
    ).toEqual({
      type: "object",
      properties: {
        id: { type: "string" },
        status: { type: "string" },
        count: { type: "integer" },
        note: { type: ["string", "null"] },
        value: { type: ["number", "null"] },
        tags: { type: "array", items: { type: "string" } },
      },
      additionalProperties: false,
    });
  });

  it("leaves unions, records, loose objects, references and unknown values to JSON.stringify", () => {
    for (const node of [
      { anyOf: [{ type: "string" }, { type: "number" }] },
      { anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
      { oneOf: [{ type: "string" }] },
      { allOf: [{ type: "string" }] },
      { type: "object", additionalProperties: { type: "number" }, propertyNames: {} },
      { type: "object", properties: { a: { type: "string" } }, additionalProperties: {} },
      { type: "object", properties: { a: { type: "string" } } },
      { $ref: "#" },
      { type: "array", prefixItems: [{ type: "string" }] },
      { type: ["object", "null"] },
      {},
      true,
    ]) {
      expect(exactSchemaOf(node), JSON.stringify(node)).toEqual({});
    }
  });

  it("is compiled for the hot answers and absent where nothing would be", () => {
    for (const path of ["leads.list", "leads.byId", "conversation.byId", "auth.me"]) {
      expect(serializationSchemaOf(outputOf(path)), path).toBeDefined();
    }
    expect(serializationSchemaOf(z.union([z.string(), z.number()]))).toEqual({
      type: ["string", "number"],
    });
    expect(
      serializationSchemaOf(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeUndefined();
    expect(serializationSchemaOf(z.date())).toBeUndefined();
    expect(serializationSchemaOf({ parse: () => 1 })).toBeUndefined();
  });

  it("compiles for every procedure of the REST surface", async () => {
    const schemas = table.entries.flatMap((entry) => {
      const schema = serializationSchemaOf(getInputOutputParsers(entry.procedure).outputParser);
      return schema ? [schema] : [];
    });
    expect(schemas.length).toBeGreaterThan(table.entries.length / 2);
    expect(await compiledByFastify(schemas)).toHaveLength(schemas.length);
  });
});

describe("a compiled answer", () => {
  it("is byte for byte JSON.stringify's for lead lists, details and conversations", async () => {
    const cases: [string, unknown][] = [
      ["leads.list", [leadRow(1), leadRow(2), leadRow(3)]],
      ["leads.list", []],
      [
        "leads.byId",
        {
          photos: [{ kind: "property", caption: null, url: "/api/photos/x", id: id(7) }],
          conversation: {
            participants: [
              {
                phone: "+49 •••• ••• 67",
                role: "customer",
                lastName: hostile,
                firstName: "A",
                id: id(4),
              },
            ],
            messages: [
              {
                createdAt: "2024-05-01T10:00:00.000Z",
                body: hostile,
                type: "TEXT",
                senderId: id(1),
                id: id(2),
              },
              {
                id: id(3),
                senderId: null,
                type: "PHOTO",
                body: "",
                createdAt: "2024-05-01T10:00:00Z",
                photoUrl: "/api/photos/y",
              },
              {
                id: id(5),
                senderId: null,
                type: "SYSTEM",
                body: "x",
                createdAt: "2024-05-01T10:00:00Z",
                photoUrl: null,
              },
            ],
            leadId: id(1),
            id: id(9),
          },
          lead: leadRow(4),
        },
      ],
      ["leads.byId", { lead: leadRow(5), conversation: null, photos: [] }],
    ];
    const outputs = cases.map(([path, row]) => ({
      schema: outputOf(path),
      data: outputOf(path).parse(row),
    }));
    const scalars = z.object({ either: z.union([z.string(), z.number(), z.boolean()]).nullable() });
    for (const either of ["5", 5, 0.5, false, null, hostile]) {
      outputs.push({ schema: scalars, data: scalars.parse({ either }) });
    }
    const compiled = await compiledByFastify(
      outputs.map(({ schema }) => serializationSchemaOf(schema)!),
    );
    outputs.forEach(({ data }, index) => {
      expect(serializeAnswer(data, compiled[index]), JSON.stringify(data)).toBe(
        JSON.stringify(data),
      );
    });
  });

  it("falls back to JSON.stringify for null, scalars and values the serializer refuses", () => {
    const refusing: Serializer = () => {
      throw new Error("cannot be converted");
    };
    expect(serializeAnswer(null, refusing)).toBe("null");
    expect(serializeAnswer("text", refusing)).toBe('"text"');
    expect(serializeAnswer(undefined, refusing)).toBeUndefined();
    expect(serializeAnswer({ a: 1 }, refusing)).toBe('{"a":1}');
    expect(serializeAnswer({ a: 1 }, undefined)).toBe('{"a":1}');
  });
});
