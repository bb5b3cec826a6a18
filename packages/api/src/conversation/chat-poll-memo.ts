import type { NotificationListener } from "@uplink/db";
import { ChangeMemo } from "../change-memo";

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
 * (migration 0009), and each notification voids what it touches. How a change voids what
 * was read before it, and the bounds: ChangeMemo.
 */
export class ChatPollMemo {
  readonly #memo: ChangeMemo<ConversationPollState>;

  constructor(options: ChatPollMemoOptions = {}) {
    this.#memo = new ChangeMemo(options.maxEntries ?? 50_000);
  }

  /** The count to pass to remember() for a state about to be read. */
  get changeCount(): number {
    return this.#memo.changeCount;
  }

  /** The ETag the poll `key` answers now, if it is known for sure; else undefined. */
  etag(key: string): string | undefined {
    return this.#memo.get(key)?.etag;
  }

  /** Keeps `state`, read after changeCount was `readAt`, unless it changed meanwhile. */
  remember(key: string, state: ConversationPollState, readAt: number): void {
    const dependsOn = [`lead:${state.leadId}`];
    if (state.conversationId !== null) dependsOn.push(`conversation:${state.conversationId}`);
    this.#memo.set(key, state, dependsOn, readAt);
  }

  /** A notification's payload: voids every poll of that lead or conversation. */
  changed(payload: string): void {
    // A change this code does not know: forgetting everything is always right.
    if (/^(lead|conversation):/.test(payload)) this.#memo.changed(payload);
    else this.#memo.forgetAll();
  }

  forgetAll(): void {
    this.#memo.forgetAll();
  }

  follow(): void {
    this.#memo.follow();
  }

  unfollow(): void {
    this.#memo.unfollow();
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
