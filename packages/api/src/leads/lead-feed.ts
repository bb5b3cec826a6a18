import type { NotificationListener } from "@uplink/db";
import { LeadStatus, Role, VerificationStatus } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ChangeWatcher, LeadChangeFeed, LeadChanges } from "../ports/change-feed";

import { LEAD_CHANGES_CHANNEL } from "./lead-change-notice";

export { LEAD_CHANGES_CHANNEL };

/** One notified change: the lead and who it concerns. */
interface LeadChange {
  leadId: string;
  /** The customer, the installer and the previous installer, where there are. */
  people: string[];
  /** The lead is NEW now or was NEW before: it enters or leaves the open jobs. */
  touchesNew: boolean;
}

function parseChange(payload: string): LeadChange | undefined {
  const [leadId, customerId, installerId, previousInstallerId, status, previousStatus] =
    payload.split(" ");
  if (!leadId || !customerId || !installerId || !previousInstallerId) return undefined;
  if (!status || !previousStatus) return undefined;
  return {
    leadId,
    people: [customerId, installerId, previousInstallerId].filter((id) => id !== "-"),
    touchesNew: status === LeadStatus.NEW || previousStatus === LeadStatus.NEW,
  };
}

/**
 * The changes one viewer's lists wait for; see LeadFeed.watch. Its `next` resolves with the
 * leads that changed since the last call: at once when some did, else at the next change
 * or `signal`'s abort (then empty). `everything` when what changed is unknown (the
 * notifications went unheard for a while): read every list again.
 */
export type LeadWatcher = ChangeWatcher<LeadChanges>;

interface Watch {
  viewer: SessionUser;
  leadIds: Set<string>;
  everything: boolean;
  wake: (() => void) | undefined;
}

/**
 * Tells each open list of leads that a lead it shows changed (issue 13), from migration
 * 0011's notifications, which every instance hears whichever instance wrote: a customer
 * hears their requests, an installer the jobs they hold or held, an approved installer
 * every lead entering or leaving NEW (the open jobs), an administrator every lead.
 */
export class LeadFeed implements LeadChangeFeed {
  readonly #byPerson = new Map<string, Set<Watch>>();
  readonly #openJobs = new Set<Watch>();
  readonly #everyLead = new Set<Watch>();
  readonly #all = new Set<Watch>();

  /** Open lists, for the tests. */
  get watching(): number {
    return this.#all.size;
  }

  watchingFor(viewerId: string): number {
    return this.#byPerson.get(viewerId)?.size ?? 0;
  }

  watch(viewer: SessionUser): LeadWatcher {
    const watch: Watch = { viewer, leadIds: new Set(), everything: false, wake: undefined };
    this.#all.add(watch);
    let mine = this.#byPerson.get(viewer.id);
    if (!mine) this.#byPerson.set(viewer.id, (mine = new Set()));
    mine.add(watch);
    if (viewer.role === Role.ADMINISTRATOR) this.#everyLead.add(watch);
    if (
      viewer.role === Role.INSTALLER &&
      viewer.verificationStatus === VerificationStatus.APPROVED
    ) {
      this.#openJobs.add(watch);
    }
    return { next: (signal) => this.#next(watch, signal), stop: () => this.#stop(watch) };
  }

  changed(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      this.#wakeAll();
      return;
    }
    const told = new Set<Watch>(this.#everyLead);
    for (const person of change.people) {
      for (const watch of this.#byPerson.get(person) ?? []) told.add(watch);
    }
    if (change.touchesNew) for (const watch of this.#openJobs) told.add(watch);
    for (const watch of told) {
      watch.leadIds.add(change.leadId);
      watch.wake?.();
    }
  }

  /** The notifications are heard (again): whatever changed meanwhile went unheard. */
  heard(): void {
    this.#wakeAll();
  }

  #wakeAll(): void {
    for (const watch of this.#all) {
      watch.everything = true;
      watch.wake?.();
    }
  }

  async #next(watch: Watch, signal: AbortSignal) {
    if (watch.leadIds.size === 0 && !watch.everything && !signal.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          signal.removeEventListener("abort", done);
          watch.wake = undefined;
          resolve();
        };
        signal.addEventListener("abort", done);
        watch.wake = done;
      });
    }
    const changes = { leadIds: [...watch.leadIds], everything: watch.everything };
    watch.leadIds.clear();
    watch.everything = false;
    return changes;
  }

  #stop(watch: Watch): void {
    watch.wake?.();
    if (!this.#all.delete(watch)) return;
    this.#openJobs.delete(watch);
    this.#everyLead.delete(watch);
    const mine = this.#byPerson.get(watch.viewer.id);
    mine?.delete(watch);
    if (mine?.size === 0) this.#byPerson.delete(watch.viewer.id);
  }
}

/** Keeps `feed` told of the database's lead changes through `listener`. */
export function followLeadFeed(listener: NotificationListener, feed: LeadFeed): void {
  listener.onConnected(() => feed.heard());
  listener.onNotification((channel, payload) => {
    if (channel === LEAD_CHANGES_CHANNEL) feed.changed(payload);
  });
}
