import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { leadInStatus } from "@uplink/api/testing";
import type { LeadRow, UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * No 5xx for any input: PostgreSQL refuses NUL in text, so a NUL that reached a query
 * was a 500. Every text input refuses NUL and the other C0 control characters with a
 * 400 and a field message; multi-line text keeps tab, line feed and carriage return.
 */

let t: TestApp;
let cast: SignedInCast;
let lead: LeadRow;
let conversationId: string;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.database.db);
  lead = await leadInStatus(t.database.db, cast.customer.id, "ACCEPTED", cast.installer.id);
  ({ id: conversationId } = await t.database.db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await t.close();
});

const { validation } = messages;

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

let addresses = 0;
/** Each request from its own address, so that no rate limit hides what the input does. */
function send(options: InjectOptions & { as?: UserRow }) {
  const { as, headers, ...rest } = options;
  addresses += 1;
  return t.app.inject({
    remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    ...rest,
    headers: { ...headers, ...(as ? cast.bearer(as) : {}) },
  });
}

const post = (url: string, payload: unknown, as?: UserRow, headers?: Record<string, string>) =>
  send({ method: "POST", url, payload: payload as Record<string, unknown>, as, headers });

function expectRefusedAt(
  response: Awaited<ReturnType<typeof send>>,
  path: (string | number)[],
  message: string = validation.controlCharacters,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorBody>();
  expect(body.code).toBe("BAD_REQUEST");
  expect(body.issues).toContainEqual(expect.objectContaining({ path, message }));
}

const signUpBody = {
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.control@example.com",
  password: "correct horse",
  role: "customer",
};

describe("control characters in text", () => {
  it("admin login: a NUL in the username is a 400 on username, in the password a failed login", async () => {
    expectRefusedAt(await post("/api/admin/login", { username: "ad\u0000min", password: "x" }), [
      "username",
    ]);
    expectRefusedAt(await post("/api/admin/login", { username: "admin\u001b", password: "x" }), [
      "username",
    ]);
    const password = await post("/api/admin/login", { username: "admin", password: "a\u0000b" });
    expect(password.statusCode, password.body).toBe(401);
  });

  it("the field message is in the request's language", async () => {
    const response = await post(
      "/api/admin/login",
      { username: "ad\u0000min", password: "x" },
      undefined,
      { "accept-language": "de" },
    );
    expectRefusedAt(response, ["username"], de.validation.controlCharacters);
  });

  it("sign-up: refused in a name, the email and a new password; sign-in answers a NUL password as a wrong one", async () => {
    for (const field of ["firstName", "lastName", "email", "phone"]) {
      expectRefusedAt(await post("/api/auth/signup", { ...signUpBody, [field]: "Ann\u0000a" }), [
        field,
      ]);
    }
    expectRefusedAt(await post("/api/auth/signup", { ...signUpBody, lastName: "Sch\tmidt" }), [
      "lastName",
    ]);
    expectRefusedAt(
      await post("/api/auth/signup", { ...signUpBody, password: "correct\u0000horse" }),
      ["password"],
    );
    const created = await post("/api/auth/signup", signUpBody);
    expect(created.statusCode, created.body).toBe(200);
    const signIn = await post("/api/auth/signin", {
      email: signUpBody.email,
      password: "correct horse\u0000",
    });
    expect(signIn.statusCode, signIn.body).toBe(401);
    expect(signIn.json<ErrorBody>().message).toBe(messages.errors.invalidCredentials);
  });

  it("lead create: refused in the description, the title and the address, in every form of it", async () => {
    const lead = {
      description: "Dish on the flat roof, please",
      address: { street: "Hauptstr. 1", city: "Berlin", postalCode: "10115" },
    };
    const create = (payload: unknown) => post("/api/workflow/leads", payload, cast.customer);
    expectRefusedAt(await create({ ...lead, description: "Dish\u0000 on the roof" }), [
      "description",
    ]);
    expectRefusedAt(await create({ ...lead, title: "Roof\u0007 mount" }), ["title"]);
    for (const address of [
      { street: "Haupt\u0000str. 1", city: "Berlin", postalCode: "10115" },
      "Hauptstr. 1, Ber\u0000lin, 10115",
      "Hauptstr.\n1, Berlin, 10115",
      JSON.stringify({ street: "Hauptstr. 1", city: "Berlin", postalCode: "10\u0000115" }),
    ]) {
      expectRefusedAt(await create({ ...lead, address }), ["address"]);
    }
    const kept = await create({
      ...lead,
      description: "Dish on the flat roof.\n\tSouth side,\r\nplease",
      specialRequirements: "Ladder:\tbring one",
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      description: "Dish on the flat roof.\n\tSouth side,\r\nplease",
      specialRequirements: "Ladder:\tbring one",
    });
  });

  it("chat message: tab and line breaks are kept, NUL and the other control characters refused", async () => {
    const url = `/api/conversation/${conversationId}/msg`;
    for (const body of ["Hello\u0000", "Bell\u0007", "Escape\u001b[31m", "Form\ffeed"]) {
      expectRefusedAt(await post(url, { body, type: "TEXT" }, cast.customer), ["body"]);
    }
    const sent = await post(
      url,
      { body: "See you at 9.\n\tBring the ladder\r\nThanks", type: "TEXT" },
      cast.customer,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ body: "See you at 9.\n\tBring the ladder\r\nThanks" });
  });
});

/* The hostile walk: every REST operation of the OpenAPI document, every string field. */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  $ref?: string;
}

interface Operation {
  parameters?: { name: string; in: "path" | "query" | "header"; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

type Slot = (string | number)[];

/** Plausible values, so that a request gets as far as it can with one hostile field. */
const SAMPLES: Record<string, unknown> = {
  email: "walker@example.com",
  password: "not the password",
  phone: "030 12345678",
  country: "DE",
  postalCode: "10115",
  servicePostalCode: "10115",
  address: "Hauptstr. 1, Berlin, 10115",
  description: "Dish on the flat roof, please",
  serviceRadiusKm: 50,
};

const CONTROL_TEXTS = ["Text with a NUL\u0000 inside", "Bell\u0007 escape\u001b unit\u001f"];

describe("the hostile walk: a control character in any string field is never a 5xx", () => {
  it("over every REST operation of the OpenAPI document, as anyone and as each role", async () => {
    const document = (
      await send({ method: "GET", url: "/api/openapi.json" })
    ).json<OpenApiDocument>();
    const resolve = (schema: Schema): Schema =>
      schema.$ref
        ? resolve(document.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] ?? {})
        : schema;

    const sample = (raw: Schema, name?: string): unknown => {
      const schema = resolve(raw);
      if (name !== undefined && name in SAMPLES) return SAMPLES[name];
      if (schema.const !== undefined) return schema.const;
      if (schema.enum) return schema.enum[0];
      const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
      if (options) return sample(options.find((option) => option.type !== "null") ?? {}, name);
      const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
      if (type === "object") {
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
        );
      }
      if (type === "array") return [];
      if (type === "integer" || type === "number") return schema.minimum ?? 1;
      if (type === "boolean") return true;
      if (schema.format === "uuid") return lead.id;
      if (schema.format === "email") return "walker@example.com";
      if (schema.format === "date") return "2030-06-03";
      if (schema.format === "date-time") return "2030-06-03T09:00:00Z";
      return "Plain text";
    };

    /** Every place a string may stand in a value of `schema`. */
    const slots = (raw: Schema, at: Slot, depth = 0): Slot[] => {
      const schema = resolve(raw);
      if (depth > 6) return [];
      const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
      if (options) return options.flatMap((option) => slots(option, at, depth + 1));
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      const found: Slot[] = [];
      if (types.includes("string") || (schema.enum ?? []).some((v) => typeof v === "string")) {
        found.push(at);
      }
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        found.push(...slots(value, [...at, key], depth + 1));
      }
      if (schema.items) found.push(...slots(schema.items, [...at, 0], depth + 1));
      return found;
    };

    const withValueAt = (value: unknown, slot: Slot, text: string): unknown => {
      if (slot.length === 0) return text;
      const [key, ...rest] = slot as [string | number, ...Slot];
      if (typeof key === "number") {
        const list: unknown[] = Array.isArray(value) ? [...(value as unknown[])] : [];
        list[key] = withValueAt(list[key], rest, text);
        return list;
      }
      const object: Record<string, unknown> =
        typeof value === "object" && value !== null ? { ...value } : {};
      object[key] = withValueAt(object[key], rest, text);
      return object;
    };

    const callers: (UserRow | undefined)[] = [undefined, cast.customer, cast.installer, cast.admin];
    const answers: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        // A conversation's paths take its own id; every other id is the lead's.
        const idOf = path.startsWith("/conversation") ? conversationId : lead.id;
        const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
        const body = bodySchema ? sample(bodySchema) : undefined;
        const cases: { param?: string; slot?: Slot }[] = [
          ...parameters
            .filter((parameter) => parameter.in !== "header")
            .map((parameter) => ({ param: parameter.name })),
          ...(bodySchema ? slots(bodySchema, []).map((slot) => ({ slot })) : []),
        ];
        for (const { param, slot } of cases) {
          for (const text of CONTROL_TEXTS) {
            const values = Object.fromEntries(
              parameters.map((parameter) => [
                parameter.name,
                parameter.name === param
                  ? text
                  : parameter.name === "id"
                    ? idOf
                    : String(sample(parameter.schema ?? {}, parameter.name)),
              ]),
            );
            const url =
              "/api" +
              path.replace(/\{(\w+)\}/g, (_, name: string) =>
                encodeURIComponent(values[name] ?? ""),
              ) +
              "?" +
              new URLSearchParams(
                parameters
                  .filter((parameter) => parameter.in === "query")
                  .map((parameter): [string, string] => [
                    parameter.name,
                    values[parameter.name] ?? "",
                  ]),
              ).toString();
            const payload = slot ? withValueAt(body, slot, text) : body;
            for (const as of callers) {
              requests += 1;
              const response = await send({
                method: method.toUpperCase(),
                url,
                as,
                ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
              });
              if (response.statusCode >= 500) {
                answers.push(
                  `${method.toUpperCase()} ${path} ${param ?? slot?.join(".")}=${JSON.stringify(text)} as ${as?.role ?? "anyone"}: ${response.statusCode} ${response.body.slice(0, 200)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(answers).toEqual([]);
  }, 120_000);

  it("over tRPC too: sign-up, admin login, lead create and a chat message", async () => {
    const calls: [string, UserRow | undefined, Record<string, unknown>, string][] = [
      ["auth.signUp", undefined, { ...signUpBody, email: "trpc.control@example.com" }, "firstName"],
      ["admin.login", undefined, { username: "admin", password: "x" }, "username"],
      ["leads.create", cast.customer, { address: "Hauptstr. 1, Berlin, 10115" }, "description"],
      ["conversation.send", cast.customer, { id: conversationId, type: "TEXT" }, "body"],
    ];
    for (const [procedure, as, input, field] of calls) {
      const response = await post(`/trpc/${procedure}`, { ...input, [field]: "x\u0000y" }, as);
      expect(response.statusCode, `${procedure}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { message: validation.controlCharacters, data: { code: "BAD_REQUEST" } },
      });
    }
  });
});
