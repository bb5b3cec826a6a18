/**
 * What a memo voided by the database's notifications is built on (ChatPollMemo,
 * PublicAnswerMemo): answers kept by key, each with the names of what it depends on
 * (`lead:<id>`, an installer's id…) or null for "anything"; a change of a name voids
 * every answer that depends on it. Nothing is given while the memo does not follow the
 * notifications (their listener not connected: changes would go unheard), and it starts
 * afresh when it follows again.
 *
 * An answer read before a change but remembered after it must not be kept: every change
 * is counted, each name remembers the count of its last change, and an answer is kept
 * (and given) only if nothing it depends on changed after the count taken before it was
 * read.
 *
 * Bounded without letting one key flush everyone's memory: when full, the answer asked
 * least recently is forgotten. The changes heard are bounded alike: forgetting the
 * oldest one makes every answer read before it stale, which is always right.
 */
export class ChangeMemo<Value> {
  readonly #maxEntries: number;
  readonly #entries = new Map<
    string,
    { value: Value; dependsOn: readonly string[] | null; readAt: number }
  >();
  /** A name → the change count of its last change. */
  readonly #lastChange = new Map<string, number>();
  #changes = 0;
  /** Answers read before this change count are stale (everything forgotten, or the oldest change). */
  #forgottenAt = 0;
  /** The count of the last change of anything: an answer depending on anything read before it is stale. */
  #anyChangeAt = 0;
  #following = false;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The count to pass to set() for an answer about to be read. */
  get changeCount(): number {
    return this.#changes;
  }

  /** The answer kept for `key`, if it is known for sure; else undefined. */
  get(key: string): Value | undefined {
    if (!this.#following) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#changedSince(entry.dependsOn, entry.readAt)) return undefined;
    // Asked again: the most recently used, the last to be forgotten (a Map keeps its order).
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `key`, read after changeCount was `readAt`, depending on the
   * changes of `dependsOn` (null: of anything), unless one changed meanwhile.
   */
  set(key: string, value: Value, dependsOn: readonly string[] | null, readAt: number): void {
    if (!this.#following || this.#changedSince(dependsOn, readAt)) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const [leastRecent] = this.#entries.keys();
      if (leastRecent !== undefined) this.#entries.delete(leastRecent);
    }
    this.#entries.set(key, { value, dependsOn, readAt });
  }

  /** `name` changed: every answer depending on it (or on anything) is void. */
  changed(name: string): void {
    this.#changes += 1;
    this.#anyChangeAt = this.#changes;
    this.#lastChange.delete(name);
    if (this.#lastChange.size >= this.#maxEntries) {
      // The oldest change goes; every answer read before it is then taken as stale.
      const [oldest] = this.#lastChange;
      if (oldest !== undefined) {
        this.#lastChange.delete(oldest[0]);
        this.#forgottenAt = Math.max(this.#forgottenAt, oldest[1]);
      }
    }
    this.#lastChange.set(name, this.#changes);
  }

  forgetAll(): void {
    this.#changes += 1;
    this.#entries.clear();
    this.#lastChange.clear();
    // Whatever was read before now may be stale: nothing read earlier is kept.
    this.#forgottenAt = this.#changes;
    this.#anyChangeAt = this.#changes;
  }

  follow(): void {
    this.forgetAll();
    this.#following = true;
  }

  unfollow(): void {
    this.#following = false;
    this.forgetAll();
  }

  #changedSince(dependsOn: readonly string[] | null, count: number): boolean {
    if (count < this.#forgottenAt) return true;
    if (dependsOn === null) return this.#anyChangeAt > count;
    return dependsOn.some((name) => (this.#lastChange.get(name) ?? 0) > count);
  }
}
