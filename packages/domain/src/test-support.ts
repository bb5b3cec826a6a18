import type { z } from "zod";

/** The messages a schema reports at one field (a dotted path, "" for the root), in order. */
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.join(".") === path)
    .map((issue) => issue.message);
}

/** Every field a schema reports an issue at, as dotted paths. */
export function fieldsWithIssues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join("."));
}
