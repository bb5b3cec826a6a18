import { z } from "zod";

/** A JSON Schema node, as fast-json-stringify reads it. */
export type JsonSchema = { [keyword: string]: unknown };

/** A compiled serializer of one output schema. */
export type Serializer = (data: unknown) => string;

/** No type: fast-json-stringify writes such a value with JSON.stringify. */
const ANY: JsonSchema = {};

const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean", "null"]);

/*
 * The REST answers are written by fast-json-stringify from the procedure's output
 * schema (zod 4 → JSON Schema → Fastify's serializer compiler), and must
 * come out byte for byte as JSON.stringify wrote them before. The procedure's answer
 * has been through its zod output schema, so its objects hold the schema's keys, in
 * the schema's order, with values of the schema's types. Only the keywords that say
 * how to write a value are kept (type, properties, items): validation keywords
 * (format, pattern, enum…) change nothing in the output, and `default`, `required` or
 * `additionalProperties` other than false would make fast-json-stringify add, refuse
 * or reorder properties. Whatever else the schema holds (unions, intersections,
 * records, references, values zod cannot describe such as dates) is left to
 * JSON.stringify, inside an otherwise compiled answer.
 */

/** The serialization schema of a procedure's output, or undefined to use JSON.stringify. */
export function serializationSchemaOf(output: unknown): JsonSchema | undefined {
  if (!(output instanceof z.ZodType)) return undefined;
  let json: unknown;
  try {
    json = z.toJSONSchema(output, { io: "output", unrepresentable: "any" });
  } catch {
    return undefined;
  }
  const schema = exactSchemaOf(json);
  return schema.type === undefined ? undefined : schema;
}

/** The part of a JSON Schema node fast-json-stringify writes exactly as JSON.stringify. */
export function exactSchemaOf(node: unknown): JsonSchema {
  if (!isRecord(node)) return ANY;
  for (const keyword of ["$ref", "allOf", "oneOf", "not", "if", "prefixItems"]) {
    if (keyword in node) return ANY;
  }
  if (Array.isArray(node.anyOf)) return nullableSchemaOf(node.anyOf);
  const { type } = node;
  if (Array.isArray(type)) {
    return type.every((name) => typeof name === "string" && SCALAR_TYPES.has(name))
      ? { type: [...(type as string[])] }
      : ANY;
  }
  if (typeof type !== "string") return ANY;
  if (SCALAR_TYPES.has(type)) return { type };
  if (type === "array") return arraySchemaOf(node);
  if (type === "object") return objectSchemaOf(node);
  return ANY;
}

/** `anyOf: [X, { type: "null" }]`, zod's nullable, as X's type or null; any other union as ANY. */
function nullableSchemaOf(options: unknown[]): JsonSchema {
  if (options.length !== 2) return ANY;
  const others = options.filter((option) => !(isRecord(option) && option.type === "null"));
  if (others.length !== 1) return ANY;
  const inner = exactSchemaOf(others[0]);
  if (typeof inner.type !== "string") return ANY;
  return { ...inner, type: [inner.type, "null"] };
}

function arraySchemaOf(node: JsonSchema): JsonSchema {
  if (!isRecord(node.items)) return ANY;
  return { type: "array", items: exactSchemaOf(node.items) };
}

/** An object with exactly its declared properties; others (records, loose objects) ANY. */
function objectSchemaOf(node: JsonSchema): JsonSchema {
  if (!isRecord(node.properties) || node.additionalProperties !== false) return ANY;
  const properties = Object.fromEntries(
    Object.entries(node.properties).map(([key, value]) => [key, exactSchemaOf(value)]),
  );
  return { type: "object", properties, additionalProperties: false };
}

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The answer's JSON: the route's compiled serializer where it has one and the answer
 * is an object or array, JSON.stringify otherwise, or when the compiled serializer
 * refuses a value (which its zod schema let through).
 */
export function serializeAnswer(
  data: unknown,
  compiled: Serializer | undefined,
): string | undefined {
  if (compiled && typeof data === "object" && data !== null) {
    try {
      return compiled(data);
    } catch {
      return JSON.stringify(data);
    }
  }
  return JSON.stringify(data);
}
