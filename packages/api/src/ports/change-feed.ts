import type { SessionUser } from "../auth/sessions";

/** The changes one live stream waits for; see ChangeFeed.watch. */
export interface ChangeWatcher<Changes> {
  /** The changes since the last call: at once when there are some, else when they come. */
  next(signal: AbortSignal): Promise<Changes>;
  stop(): void;
}

/**
 * Wakes the live streams when the database notifies a change, whichever instance wrote
 * it. `Subject` is what a stream watches.
 */
export interface ChangeFeed<Subject extends unknown[], Changes> {
  /** How many streams `viewerId` has open on this feed. */
  watchingFor(viewerId: string): number;
  watch(...subject: Subject): ChangeWatcher<Changes>;
}

/** What a live conversation is woken for. */
export interface ConversationChanges {
  messages: boolean;
  lead: boolean;
}

/** The live conversations' feed: ConversationFeed implements it. */
export type ConversationChangeFeed = ChangeFeed<
  [conversationId: string, leadId: string, viewerId: string],
  ConversationChanges
>;

/** What a live list of leads is woken for: those leads, or everything after unheard changes. */
export interface LeadChanges {
  leadIds: string[];
  everything: boolean;
}

/** The live lists of leads' feed: LeadFeed implements it. */
export type LeadChangeFeed = ChangeFeed<[viewer: SessionUser], LeadChanges>;
