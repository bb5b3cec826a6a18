import { afterAll, afterEach, beforeAll } from "vitest";
import { JobQueue, type JobRetry } from "../jobs/job-queue";
import { defineMoneyJobs, movementScheduler } from "../money-moves/movement-jobs";
import { testDeps, useTestApi, type TestApi, type TestDeps } from "./context";
import { stripePaymentsOf } from "./paid-leads";
import { smtpMailer } from "./smtp-peer";
import { startStripeServer, type TestStripeServer } from "./stripe-server";

/** A test file's API (useTestApi) with PAYMENT_PROVIDER=stripe against the test Stripe server. */
export interface StripeTestApi extends TestApi {
  /** The file's test Stripe server. */
  readonly stripe: TestStripeServer;
  /**
   * The API's dependencies paying through `stripe` (StripePayments), made once for the
   * file; with `{ smtp: true }` their mail goes to the SMTP peer. `deps` still pays
   * through SimulatedPayments.
   */
  readonly stripeDeps: TestDeps;
  /**
   * Fresh dependencies paying through `stripe`, mail to the SMTP peer (needs
   * `{ smtp: true }`), and the money jobs on a started queue that retries at once
   * (`retry`: 8 times unless given); the queue is stopped after the test.
   */
  moneyJobs(retry?: JobRetry): Promise<{ deps: TestDeps; jobs: JobQueue }>;
}

const RETRY_AT_ONCE: JobRetry = { limit: 8, delaySeconds: 0, backoff: false };

/**
 * useTestApi with a test Stripe server of the file's, started before its tests and closed
 * after them, and dependencies that pay through it.
 */
export function useStripeTestApi(options: { smtp?: boolean } = {}): StripeTestApi {
  const api = useTestApi(options);
  let stripe: TestStripeServer | undefined;
  let stripeDeps: TestDeps | undefined;
  let queues: JobQueue[] = [];
  beforeAll(async () => {
    stripe = await startStripeServer();
    stripeDeps = testDeps(api.db, {
      payments: stripePaymentsOf(stripe),
      ...(options.smtp ? { mailer: smtpMailer(api.smtp.url) } : {}),
    });
  });
  afterEach(async () => {
    for (const jobs of queues) await jobs.stop();
    queues = [];
  });
  afterAll(async () => {
    await stripeDeps?.mail.close();
    await stripe?.close();
  });
  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useStripeTestApi: ${what} is not open here`);
    return value;
  };
  return {
    get database() {
      return api.database;
    },
    get db() {
      return api.db;
    },
    get deps() {
      return api.deps;
    },
    get smtp() {
      return api.smtp;
    },
    get stripe() {
      return opened(stripe, "the Stripe server");
    },
    get stripeDeps() {
      return opened(stripeDeps, "stripeDeps");
    },
    async moneyJobs(retry = RETRY_AT_ONCE) {
      const server = opened(stripe, "the Stripe server");
      const deps = testDeps(api.db, {
        payments: stripePaymentsOf(server),
        mailer: smtpMailer(api.smtp.url),
      });
      const jobs = new JobQueue(api.db, deps.log, { pollingIntervalSeconds: 0.5 });
      queues.push(jobs);
      deps.movementJobs = movementScheduler(jobs);
      defineMoneyJobs(jobs, deps, { retry });
      await jobs.start();
      return { deps, jobs };
    },
  };
}
