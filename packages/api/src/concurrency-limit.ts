/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first
 * served. A task that fails frees its place like one that succeeds.
 */
export class ConcurrencyLimit {
  #running = 0;
  #mostRunning = 0;
  readonly #queue: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`a concurrency limit is a whole number of at least 1, not ${limit}`);
    }
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** The most tasks that ever ran at once: never more than `limit`. */
  get mostRunning(): number {
    return this.#mostRunning;
  }

  /**
   * Waits for a place and returns the function that frees it (call it once; later calls
   * do nothing). With `signal`, a caller that gives up while waiting leaves the line and
   * the promise rejects with the signal's reason.
   */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.#running < this.limit) this.#running += 1;
    else {
      await new Promise<void>((resolve, reject) => {
        const enter = () => {
          signal?.removeEventListener("abort", giveUp);
          resolve();
        };
        const giveUp = () => {
          const at = this.#queue.indexOf(enter);
          if (at !== -1) this.#queue.splice(at, 1);
          reject(signal?.reason as Error);
        };
        signal?.addEventListener("abort", giveUp, { once: true });
        this.#queue.push(enter);
      });
    }
    this.#mostRunning = Math.max(this.#mostRunning, this.#running);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.#leave();
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // Without a free place, wait for one: a task that ends hands its place over directly
    // (see #leave), so a caller arriving in between cannot take it from the first in line.
    if (this.#running < this.limit) this.#running += 1;
    else await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#mostRunning = Math.max(this.#mostRunning, this.#running);
    try {
      return await task();
    } finally {
      this.#leave();
    }
  }

  #leave(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#running -= 1;
  }
}
