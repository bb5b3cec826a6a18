import type { LiveStreamGuard, StreamAccess, StreamCaller } from "../ports/live-stream-guard";

/**
 * `inner`'s events while the access of `ctx` lasts (see LiveAccess): opened with a signal
 * that also aborts when the access ends. A stream whose access ended is cut (an abort,
 * which tRPC ends without its `return` event), so the client reconnects and is authorised
 * again. Errors of `open` are thrown before any event, through the procedure's mapping.
 */
export async function whileAccessLasts<T>(
  ctx: StreamCaller & { liveAccess: LiveStreamGuard },
  signal: AbortSignal | undefined,
  open: (signal: AbortSignal) => AsyncIterable<T> | Promise<AsyncIterable<T>>,
): Promise<AsyncGenerator<T>> {
  const access = ctx.liveAccess.openFor(ctx, signal);
  try {
    return cutWhenEnded(access, await open(access.signal));
  } catch (error) {
    access.close();
    throw error;
  }
}

async function* cutWhenEnded<T>(access: StreamAccess, inner: AsyncIterable<T>) {
  try {
    for await (const event of inner) {
      if (access.ended) break;
      yield event;
    }
  } finally {
    access.close();
  }
  if (access.ended) throw new DOMException("the stream's access ended", "AbortError");
}
