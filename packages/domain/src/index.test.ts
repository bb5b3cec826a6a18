import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as domain from "./index";
import * as entities from "./schemas/entities";

function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([name, value]): [string, z.ZodType][] =>
    value instanceof z.ZodType ? [[name, value]] : [],
  );
}

describe("package surface", () => {
  it("exports the schemas of every area", () => {
    expect(schemasOf(domain).map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "signInSchema",
        "leadCreatePayloadSchema",
        "chatMessageSchema",
        "messageUserSchema",
        "installerProfileSchema",
        "leadPaymentInput",
        "generateQuoteInput",
        "photosPayloadSchema",
        "addressInputSchema",
        "leadSchema",
      ]),
    );
  });

  // The server publishes these schemas in its OpenAPI document.
  it.each(schemasOf(domain))("can describe %s as JSON Schema input", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
  });

  it.each(schemasOf(entities))(
    "can describe the response %s as JSON Schema output",
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
    },
  );
});
