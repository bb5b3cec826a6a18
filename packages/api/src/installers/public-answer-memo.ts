import type { NotificationListener } from "@uplink/db";
import { LEAD_CHANGES_CHANNEL } from "../leads/lead-change-notice";
import { ChangeMemo } from "../change-memo";

/** The channel migration 0033's triggers notify: the id of the installer whose public data changed. */
export const INSTALLER_CHANGES_CHANNEL = "installer_changes";

/** A public answer kept: its body and whose it is (null: the directory, anyone's). */
export interface PublicAnswer {
  /** The installer a profile is of; null for a page of the directory, which any installer's change may alter. */
  installerId: string | null;
  /** The answer's JSON, as Fastify sent it. */
  body: string;
  /** Its compressed forms, made once when first asked (fast-paths/public-installers.ts). */
  encoded: Map<string, Buffer>;
}

export interface PublicAnswerMemoOptions {
  /** Answers remembered at most (and changes of installers): past it, the least recently asked goes. */
  maxEntries?: number;
}

/**
 * The public installer answers — `GET /api/installers/{id}` and the directory `GET
 * /api/installers?…` — kept in memory by their URL, so that the same question asked again
 * is answered without the database (issue 25's benchmark). They are the same for everyone
 * (no session, no language in a 200), and change only when an installer's reviews,
 * profile, account or approval change (migration 0033 notifies `installer_changes` with
 * their id) or a lead of theirs enters or leaves APPROVED (their completed jobs; 0011's
 * `lead_changes`). The database notifies on commit, whichever instance wrote it: a change
 * voids that installer's profiles and every page of the directory (any installer may
 * enter, leave or move in it). How a change voids what was read before it, and the
 * bounds: ChangeMemo.
 */
export class PublicAnswerMemo {
  readonly #memo: ChangeMemo<PublicAnswer>;

  constructor(options: PublicAnswerMemoOptions = {}) {
    this.#memo = new ChangeMemo(options.maxEntries ?? 10_000);
  }

  /** The count to pass to remember() for an answer about to be read. */
  get changeCount(): number {
    return this.#memo.changeCount;
  }

  /** The answer to `key` (its URL), if it is known for sure; else undefined. */
  answer(key: string): PublicAnswer | undefined {
    return this.#memo.get(key);
  }

  /** Keeps the answer `body` to `key`, read after changeCount was `readAt`, unless it changed meanwhile. */
  remember(key: string, installerId: string | null, body: string, readAt: number): void {
    const answer = { installerId, body, encoded: new Map<string, Buffer>() };
    this.#memo.set(key, answer, installerId === null ? null : [installerId], readAt);
  }

  /** An installer's public data changed: their profiles and every page of the directory are void. */
  changed(installerId: string): void {
    this.#memo.changed(installerId);
  }

  /**
   * A `lead_changes` payload (0011: `<lead> <customer> <installer> <previous installer>
   * <status> <previous status>`): a lead entering or leaving APPROVED changes its
   * installers' completed jobs.
   */
  leadChanged(payload: string): void {
    const [, , installer, previousInstaller, status, previousStatus] = payload.split(" ");
    if (status === undefined || previousStatus === undefined) {
      this.#memo.forgetAll(); // a payload this code does not know: forgetting everything is always right
      return;
    }
    if (status !== "APPROVED" && previousStatus !== "APPROVED") return;
    for (const id of new Set([installer, previousInstaller])) {
      if (id !== undefined && id !== "-") this.#memo.changed(id);
    }
  }

  follow(): void {
    this.#memo.follow();
  }

  unfollow(): void {
    this.#memo.unfollow();
  }
}

/** Keeps `memo` true to the database through `listener` (see PublicAnswerMemo). */
export function followInstallerChanges(listener: NotificationListener, memo: PublicAnswerMemo) {
  listener.onConnected(() => memo.follow());
  listener.onLost(() => memo.unfollow());
  listener.onNotification((channel, payload) => {
    if (channel === INSTALLER_CHANGES_CHANNEL) memo.changed(payload);
    else if (channel === LEAD_CHANGES_CHANNEL) memo.leadChanged(payload);
  });
  if (listener.listening) memo.follow();
}
