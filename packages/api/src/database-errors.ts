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
