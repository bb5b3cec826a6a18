import type { ApiDeps } from "../context";
import type { MailMessage } from "../mail/mailer";

/**
 * The dependencies of work done inside a transaction whose mail and movement jobs must
 * wait for its commit (a webhook's event): what the work posts is kept, and `commit()`
 * hands it on once the transaction committed. A transaction that fails sends nothing, and
 * the provider's redelivery of the event posts it again.
 */
export function afterCommit(deps: ApiDeps): { deps: ApiDeps; commit(): Promise<void> } {
  const mails: MailMessage[] = [];
  const composed: (() => Promise<MailMessage | undefined>)[] = [];
  const movementIds: string[] = [];
  const movementJobs = deps.movementJobs;
  return {
    deps: {
      ...deps,
      mail: {
        post: (message) => mails.push(message),
        postLater: (compose) => composed.push(compose),
      },
      movementJobs: movementJobs && {
        send: (ids) => {
          movementIds.push(...ids);
          return Promise.resolve();
        },
      },
    },
    async commit() {
      for (const message of mails) deps.mail.post(message);
      for (const compose of composed) deps.mail.postLater(compose);
      if (movementJobs === undefined || movementIds.length === 0) return;
      try {
        await movementJobs.send(movementIds);
      } catch (error) {
        // The sweep sends what no job is sending; the event's change has happened.
        deps.log.error({ err: error }, "money movement not queued: the sweep sends it");
      }
    },
  };
}
