import type { NotificationListener } from "@uplink/db";

/** The channel migration 0009's triggers notify: `conversation:<id>` and `lead:<id>`. */
export const CONVERSATION_CHANGES_CHANNEL = "conversation_changes";

/**
 * A poll's ETag with the lead and conversation it depends on: what conversationPollState
 * (conversation-etag.ts) reads and this memo keeps.
 */
export interface ConversationPollState {
  etag: string;
  leadId: string;
  conversationId: string | null;
}

interface Remembered extends ConversationPollState {
  /** The change count when the state was read: any later change of its ids voids it. */
  readAt: number;
}

export interface ChatPollMemoOptions {
  /**
   * Polls remembered at most (and changes of ids): past it, the one asked (or changed)
   * least recently is forgotten.
   */
  maxEntries?: number;
}

/**
 * What each unchanged chat poll answered, kept in memory so that the next identical poll
 * answers 304 without touching the database (issue 12). A poll's answer depends on its
 * conversation's newest message and on its lead's parties and status (who may read it);
 * the database notifies every change of either on commit, whichever instance wrote it
 * (migration 0009), and each notification voids what it touches. Nothing is served while
 * the listener is not connected (changes would go unheard), and the memo starts afresh
 * when it connects again.
 *
 * A poll read before a change but remembered after it must not be kept: every change is
 * counted, each id remembers the count of its last change, and a state is kept only if
 * neither of its ids changed after the count taken before it was read.
 *
 * Bounded without letting one user flush everyone's memory: when full, the poll asked
 * least recently is forgotten. The changes heard are bounded alike: forgetting the
 * oldest one makes every state read before it stale, which is always right.
 */
export class ChatPollMemo {
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Remembered>();
  /** `lead:<id>` / `conversation:<id>` → the change count of its last change. */
  readonly #lastChange = new Map<string, number>();
  #changes = 0;
  /** States read before this change count are stale (everything forgotten, or the oldest change). */
  #forgottenAt = 0;
  #following = false;

  constructor(options: ChatPollMemoOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 50_000;
  }

  /** The count to pass to remember() for a state about to be read. */
  get changeCount(): number {
    return this.#changes;
  }

  /** The ETag the poll `key` answers now, if it is known for sure; else undefined. */
  etag(key: string): string | undefined {
    if (!this.#following) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#changedSince(entry, entry.readAt)) return undefined;
    // Asked again: the most recently used, the last to be forgotten (a Map keeps its order).
    this.#entries.set(key, entry);
    return entry.etag;
  }

  /** Keeps `state`, read after changeCount was `readAt`, unless it changed meanwhile. */
  remember(key: string, state: ConversationPollState, readAt: number): void {
    if (!this.#following || this.#changedSince(state, readAt)) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const [leastRecent] = this.#entries.keys();
      if (leastRecent !== undefined) this.#entries.delete(leastRecent);
    }
    this.#entries.set(key, { ...state, readAt });
  }

  /** A notification's payload: voids every poll of that lead or conversation. */
  changed(payload: string): void {
    this.#changes += 1;
    if (!/^(lead|conversation):/.test(payload)) {
      // A change this code does not know: forgetting everything is always right.
      this.forgetAll();
      return;
    }
    this.#lastChange.delete(payload);
    if (this.#lastChange.size >= this.#maxEntries) {
      // The oldest change goes; every state read before it is then taken as stale.
      const [oldest] = this.#lastChange;
      if (oldest !== undefined) {
        this.#lastChange.delete(oldest[0]);
        this.#forgottenAt = Math.max(this.#forgottenAt, oldest[1]);
      }
    }
    this.#lastChange.set(payload, this.#changes);
  }

  forgetAll(): void {
    this.#changes += 1;
    this.#entries.clear();
    this.#lastChange.clear();
    // Whatever was read before now may be stale: nothing read earlier is kept.
    this.#forgottenAt = this.#changes;
  }

  follow(): void {
    this.forgetAll();
    this.#following = true;
  }

  unfollow(): void {
    this.#following = false;
    this.forgetAll();
  }

  #changedSince(state: ConversationPollState, count: number): boolean {
    if (count < this.#forgottenAt) return true;
    const lead = this.#lastChange.get(`lead:${state.leadId}`) ?? 0;
    const conversation =
      state.conversationId === null
        ? 0
        : (this.#lastChange.get(`conversation:${state.conversationId}`) ?? 0);
    return lead > count || conversation > count;
  }
}

/** Keeps `memo` true to the database through `listener` (see ChatPollMemo). */
export function followConversationChanges(
  listener: NotificationListener,
  memo: ChatPollMemo,
): void {
  listener.onConnected(() => memo.follow());
  listener.onLost(() => memo.unfollow());
  listener.onNotification((channel, payload) => {
    if (channel === CONVERSATION_CHANGES_CHANNEL) memo.changed(payload);
  });
  if (listener.listening) memo.follow();
}
