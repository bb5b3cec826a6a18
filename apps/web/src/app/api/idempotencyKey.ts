/**
 * A call that carries an Idempotency-Key (issue 23): the server answers a second call
 * with the same key as it answered the first, without doing it again. Pass the result
 * as the call's options: `client.leads.create.mutate(input, withIdempotencyKey(key))`.
 */
export function withIdempotencyKey(key: string) {
  return { context: { idempotencyKey: key } };
}

/** The key `withIdempotencyKey` put in a call's context, if any. */
export function idempotencyKeyOf(context: Record<string, unknown>): string | undefined {
  const { idempotencyKey } = context;
  return typeof idempotencyKey === "string" ? idempotencyKey : undefined;
}
