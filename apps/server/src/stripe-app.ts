import { afterAll, beforeAll } from "vitest";
import { createSession } from "@uplink/api/server";
import {
  createLead,
  createUser,
  createVerifiedInstaller,
  startStripeServer,
  type TestStripeServer,
} from "@uplink/api/testing";
import { buildTestApp, stripeEnv, type TestApp } from "./test-support";

/*
 * Tests of issue 24 with PAYMENT_PROVIDER=stripe against the test Stripe server: the app
 * and the server for a test file, and an accepted job with its people signed in.
 */

export interface StripeApp {
  readonly stripe: TestStripeServer;
  readonly t: TestApp;
}

/** The app on stripe, started before the file's tests and closed after them. */
export function useStripeApp(env: Record<string, string> = {}): StripeApp {
  let stripe: TestStripeServer | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    stripe = await startStripeServer();
    t = await buildTestApp({ env: { ...stripeEnv(stripe), ...env } });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  const open = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useStripeApp: not started here");
    return value;
  };
  return {
    get stripe() {
      return open(stripe);
    },
    get t() {
      return open(t);
    },
  };
}

/** The headers of a request made by `userId`, with a session of its own. */
export async function bearerFor(t: TestApp, userId: string) {
  const { token } = await createSession(t.database.db, userId);
  return { authorization: `Bearer ${token}` };
}

/** A priced lead its installer accepted through the API. */
export async function acceptedJob(t: TestApp) {
  const customer = await createUser(t.database.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(t.database.db);
  const lead = await createLead(t.database.db, customer.id);
  const asInstaller = await bearerFor(t, installer.id);
  const accept = await t.app.inject({
    method: "POST",
    url: `/api/workflow/leads/${lead.id}/accept`,
    headers: asInstaller,
    payload: {},
  });
  if (accept.statusCode !== 200) throw new Error(`accept answered ${accept.statusCode}`);
  return { lead, customer, asCustomer: await bearerFor(t, customer.id), asInstaller };
}
