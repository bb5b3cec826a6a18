/** PostgreSQL's unique_violation, optionally of one named constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || violated === constraint);
}

/**
 * The database gave up rather than the request being wrong: a statement cancelled by
 * statement_timeout (query_canceled), or no connection within the pool's connect timeout.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return code === "57014" || error.message.includes("timeout exceeded when trying to connect");
}

/**
 * Text PostgreSQL cannot hold: a NUL, or bytes that are no UTF-8 (character_not_in_repertoire,
 * untranslatable_character). The input schemas refuse control characters first; this is the
 * net under a text no schema checked, so that it is the caller's 400, never a 500.
 */
export function isTextTheDatabaseRefuses(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return code === "22021" || code === "22P05";
}
