import type { AuthedContext } from "../context";
import { idempotencyKeyOf } from "./idempotency-key";
import { runOnce } from "./run-once";

/**
 * A mutation's resolver that honours the request's Idempotency-Key (issue 23): with a
 * key, the same user sending the same body again (a submission queued offline and sent
 * twice) gets the first answer and nothing is done twice, also when both arrive at once;
 * another body under the key is a 422, a key that is not a UUID a 400. Without a key the
 * resolver runs as before.
 */
export function idempotent<I, O>(
  procedure: string,
  resolve: (options: { ctx: AuthedContext; input: I }) => Promise<O>,
) {
  return (options: { ctx: AuthedContext; input: I }): Promise<O> => {
    const key = idempotencyKeyOf(options.ctx.request.idempotencyKey);
    if (key === undefined) return resolve(options);
    const call = { userId: options.ctx.user.id, key, procedure, input: options.input };
    return runOnce(options.ctx.db, call, () => resolve(options));
  };
}
