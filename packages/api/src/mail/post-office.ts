import type { JobQueue, JobRetry } from "../jobs/job-queue";
import type { ApiLogger } from "../logger";
import type { MailPost } from "../ports/mail-post";
import type { Mailer, MailMessage } from "./mailer";

/** The queue of composed messages waiting for the mail server. */
export const MAIL_QUEUE = "mail-delivery";

/** About a day and a half of attempts (30 s, 1 min, 2 min … doubling) before giving up. */
export const MAIL_RETRY: JobRetry = { limit: 12, delaySeconds: 30, backoff: true };

/**
 * Sends mail in the background, after the change that caused it has committed. A slow
 * mail server never delays a response (nor lets timing tell whether a reset mail went
 * out), and a failing one never undoes an account change.
 *
 * With a job queue (the server), a posted message is a durable job: a mail server that
 * is down is tried again with backoff, across restarts, and the message goes out once
 * it answers. Without one (unit tests), it is sent at once and a failure is logged.
 */
export class PostOffice implements MailPost {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: ApiLogger,
    private readonly jobs?: JobQueue,
    retry: JobRetry = MAIL_RETRY,
  ) {
    jobs?.define<MailMessage>({
      queue: MAIL_QUEUE,
      retry,
      handle: async (message) => {
        try {
          await mailer.send(message);
        } catch (error) {
          this.log.warn({ err: error, subject: message.subject }, "mail not sent yet: will retry");
          throw error;
        }
      },
    });
  }

  post(message: MailMessage): void {
    const delivery = (this.jobs ? this.jobs.send(MAIL_QUEUE, message) : this.mailer.send(message))
      .catch((error: unknown) => {
        const failure = this.jobs ? "mail could not be queued" : "mail could not be sent";
        this.log.error({ err: error, subject: message.subject }, failure);
      })
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /**
   * Finds out in the background whether there is mail to send, and posts it: work whose
   * duration would tell a caller something (whether an account exists) stays off the
   * request. A failure is logged like a failed delivery.
   */
  postLater(compose: () => Promise<MailMessage | undefined>): void {
    const work = compose()
      .then((message) => {
        if (message) this.post(message);
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, "mail could not be prepared");
      })
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /**
   * Waits for every message posted so far to be sent or, with a job queue, to be queued
   * durably: at shutdown, and in tests.
   */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Drains and closes the mailer; with a job queue, drain and stop the queue first. */
  async close(): Promise<void> {
    await this.drain();
    this.mailer.close();
  }
}
