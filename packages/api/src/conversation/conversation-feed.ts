import type { NotificationListener } from "@uplink/db";
import type {
  ChangeWatcher,
  ConversationChangeFeed,
  ConversationChanges,
} from "../ports/change-feed";
import { CONVERSATION_CHANGES_CHANNEL } from "./chat-poll-memo";

/** What a watcher heard since it last looked: a new message, a change of its lead, both. */
export type { ConversationChanges };

export interface ConversationFeedOptions {
  /**
   * How long a watcher waits for a notification before it looks anyway while the changes
   * are not heard (no listener, or its connection lost): the live chat then degrades to a
   * poll at this pace instead of going quiet.
   */
  unheardPollMs?: number;
  /** How long a watcher waits before it looks anyway while the changes are heard. */
  heardPollMs?: number;
}

/**
 * The changes one live conversation waits for; see ConversationFeed.watch. Its `next`
 * resolves with what changed since the last call (or since the watcher was made): at
 * once when something did; else at the next change, the next poll tick or `signal`'s
 * abort, whichever comes first. A tick tells of both (look at everything again).
 */
export type ConversationWatcher = ChangeWatcher<ConversationChanges>;

interface Watch {
  viewerId: string;
  keys: readonly string[];
  pending: ConversationChanges;
  wake: (() => void) | undefined;
}

/**
 * Tells each open live conversation (issue 13) that its chat or its lead changed, from the
 * database's notifications (migration 0009's `conversation:<id>` and `lead:<id>`), which
 * every app instance hears whichever instance wrote. A watcher is told "look again", never
 * what changed: the stream reads the messages after its own cursor, so a notification
 * heard twice, or one that arrives while a read is under way, costs a read and loses
 * nothing. While the notifications are not heard, watchers look at a short interval; when
 * they are heard again, every watcher looks at once (what was notified meanwhile is gone).
 */
export class ConversationFeed implements ConversationChangeFeed {
  readonly #unheardPollMs: number;
  readonly #heardPollMs: number;
  readonly #byKey = new Map<string, Set<Watch>>();
  readonly #all = new Set<Watch>();
  readonly #perViewer = new Map<string, number>();
  #heard = false;

  constructor(options: ConversationFeedOptions = {}) {
    this.#unheardPollMs = options.unheardPollMs ?? 2_000;
    this.#heardPollMs = options.heardPollMs ?? 30_000;
  }

  /** Open live conversations, for the metrics and the tests. */
  get watching(): number {
    return this.#all.size;
  }

  /** The live conversations `viewerId` has open now. */
  watchingFor(viewerId: string): number {
    return this.#perViewer.get(viewerId) ?? 0;
  }

  watch(conversationId: string, leadId: string, viewerId: string): ConversationWatcher {
    this.#perViewer.set(viewerId, this.watchingFor(viewerId) + 1);
    const watch: Watch = {
      viewerId,
      keys: [`conversation:${conversationId}`, `lead:${leadId}`],
      pending: { messages: false, lead: false },
      wake: undefined,
    };
    this.#all.add(watch);
    for (const key of watch.keys) {
      let watches = this.#byKey.get(key);
      if (!watches) this.#byKey.set(key, (watches = new Set()));
      watches.add(watch);
    }
    return {
      next: (signal) => this.#next(watch, signal),
      stop: () => this.#stop(watch),
    };
  }

  /** A notification's payload: wakes the watchers of that conversation or lead. */
  changed(payload: string): void {
    if (!payload.startsWith("conversation:") && !payload.startsWith("lead:")) {
      // A change this code does not know: every watcher looking again is always right.
      this.#wakeAll();
      return;
    }
    const watches = this.#byKey.get(payload);
    if (!watches) return;
    const isMessage = payload.startsWith("conversation:");
    for (const watch of watches) {
      if (isMessage) watch.pending.messages = true;
      else watch.pending.lead = true;
      watch.wake?.();
    }
  }

  heard(): void {
    this.#heard = true;
    // Whatever was notified while nobody listened went unheard.
    this.#wakeAll();
  }

  unheard(): void {
    this.#heard = false;
    // Their waits were paced for heard changes: pace them for polling now.
    for (const watch of this.#all) watch.wake?.();
  }

  #wakeAll(): void {
    for (const watch of this.#all) {
      watch.pending = { messages: true, lead: true };
      watch.wake?.();
    }
  }

  async #next(watch: Watch, signal: AbortSignal): Promise<ConversationChanges> {
    if (!this.#hasPending(watch) && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener("abort", done);
          watch.wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, this.#heard ? this.#heardPollMs : this.#unheardPollMs);
        signal.addEventListener("abort", done);
        watch.wake = done;
      });
    }
    // A wake-up of the timer may follow changes that were not heard: of the messages, and
    // of the lead (its installer withdrawn, the lead deleted), so access is checked too.
    const changes = this.#hasPending(watch)
      ? watch.pending
      : { messages: !signal.aborted, lead: !signal.aborted };
    watch.pending = { messages: false, lead: false };
    return changes;
  }

  #hasPending(watch: Watch): boolean {
    return watch.pending.messages || watch.pending.lead;
  }

  #stop(watch: Watch): void {
    watch.wake?.();
    if (!this.#all.delete(watch)) return;
    const open = this.watchingFor(watch.viewerId) - 1;
    if (open > 0) this.#perViewer.set(watch.viewerId, open);
    else this.#perViewer.delete(watch.viewerId);
    for (const key of watch.keys) {
      const watches = this.#byKey.get(key);
      watches?.delete(watch);
      if (watches?.size === 0) this.#byKey.delete(key);
    }
  }
}

/** Keeps `feed` told of the database's chat changes through `listener`. */
export function followConversationFeed(listener: NotificationListener, feed: ConversationFeed) {
  listener.onConnected(() => feed.heard());
  listener.onLost(() => feed.unheard());
  listener.onNotification((channel, payload) => {
    if (channel === CONVERSATION_CHANGES_CHANNEL) feed.changed(payload);
  });
  if (listener.listening) feed.heard();
}
