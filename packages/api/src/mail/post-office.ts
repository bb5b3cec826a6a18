import type { ApiLogger } from "../logger";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Sends mail in the background, after the change that caused it has committed. A slow
 * mail server never delays a response (nor lets timing tell whether a reset mail went
 * out), and a failing one never undoes an account change: the failure is logged and
 * the user can ask again (resend verification, forgot password).
 */
export class PostOffice {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: ApiLogger,
  ) {}

  post(message: MailMessage): void {
    const delivery = this.mailer
      .send(message)
      .catch((error: unknown) => {
        this.log.error({ err: error, subject: message.subject }, "mail could not be sent");
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

  /** Waits for every message posted so far: at shutdown, and in tests. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async close(): Promise<void> {
    await this.drain();
    this.mailer.close();
  }
}
