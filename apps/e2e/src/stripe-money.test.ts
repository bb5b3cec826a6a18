import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_PLATFORM_FEE_PERCENT } from "@uplink/domain";
// The Stripe server alone: the whole testing entry takes seconds more to load.
import { startStripeServer, type TestStripeServer } from "@uplink/api/testing/stripe-server";
import { callApi, signUpApprovedInstaller, signUpInPage, uniqueCity, type Site } from "./accounts";
import { useBrowser } from "./browser";
import { COMPLETION } from "./completion";
import { approveJob, openFromDashboard } from "./dashboard";
import { readOutbox, type OutboxMail } from "./mailbox";
import { startServer, type RunningServer } from "./server-process";
import { waitForToast } from "./toast";

/*
 * Issue 24's journey with PAYMENT_PROVIDER=stripe: a server of its own pointed at the
 * test's Stripe-compatible server. The browser never leaves for Stripe: the onboarding
 * and checkout pages are intercepted and send it back where Stripe would, and the test
 * plays Stripe's part, delivering the signed webhooks Stripe would send.
 *
 * The same server has hosted sign-in configured with a Clerk instance it never reaches,
 * for the journey of the fallback to the email form: one server of the run's own, not
 * one per setting (each takes seconds of the machine to start). Only the sign-in screens
 * ask for hosted sign-in, which the Stripe journey never opens.
 */

const browser = useBrowser();

/** A well-formed key of a Clerk instance this test never reaches. */
const PUBLISHABLE_KEY = "pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk";

/** Base fee €199 + roof mount €120. */
const ROOF_MOUNT_DESCRIPTION = "Roof mount on a flat roof";
const ROOF_MOUNT_CENTS = 319_00;

let stripe: TestStripeServer | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  stripe = await startStripeServer();
  server = await startServer({
    ADMIN_USERNAME: inject("admin").username,
    ADMIN_PASSWORD: inject("admin").password,
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    CLERK_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  });
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

function started(): { stripe: TestStripeServer; site: Site } {
  if (!stripe || !server) throw new Error("the Stripe servers did not start");
  return { stripe, site: server };
}

/** Stripe delivers an event about `object` to the webhook, signed; it must be taken. */
async function deliverEvent(type: string, object: Parameters<TestStripeServer["signedEvent"]>[1]) {
  const { stripe, site } = started();
  const { payload, signature } = stripe.signedEvent(type, object);
  const response = await fetch(`${site.baseUrl}/api/payments/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * The next visit to a page of Stripe's (`pattern`) is answered as Stripe would once the
 * person is done there: by sending the browser back to `backTo(url)`.
 */
async function answerStripePage(
  page: Page,
  pattern: string,
  backTo: (url: string) => string,
): Promise<string[]> {
  const visited: string[] = [];
  await page.route(pattern, async (route) => {
    const url = route.request().url();
    visited.push(url);
    await route.fulfill({ status: 303, headers: { location: backTo(url) } });
  });
  return visited;
}

/** The first mail in `dataDir`'s outbox that `wanted` picks, once it is there. */
async function waitForMail(
  dataDir: string,
  wanted: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => (found = (await readOutbox(dataDir)).find(wanted)), { timeout: 15_000 })
    .toBeDefined();
  return found!;
}

/** Settings, opened from the signed-in user's menu in the header. */
async function openSettings(page: Page, fullName: string): Promise<Locator> {
  await page.getByRole("button", { name: `Account menu for ${fullName}` }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  return page.getByRole("dialog", { name: "Settings" });
}

describe("money through Stripe in the browser", () => {
  it("an installer sets up payouts, the customer pays at Stripe's checkout, approves the work and the installer is paid by one transfer", async () => {
    const { stripe, site } = started();
    const installerPage = await browser.newPage({ baseUrl: site.baseUrl });
    const installer = await signUpApprovedInstaller(
      installerPage,
      { firstName: "Greta", lastName: "Stromer", country: "DE" },
      site,
    );

    // Payouts: Stripe's onboarding sends the installer back to the app.
    const onboarding = await answerStripePage(
      installerPage,
      "https://connect.stripe.com/**",
      () => `${site.baseUrl}/?payouts=return`,
    );
    await installerPage.goto("/dashboard");
    let settings = await openSettings(installerPage, "Greta Stromer");
    const payouts = settings.getByRole("region", { name: "Payouts" });
    await payouts.getByText("Not set up yet", { exact: true }).waitFor();
    await payouts.getByRole("button", { name: "Set up payouts" }).click();
    await installerPage.waitForURL("**/?payouts=return");
    const { accountId } = await callApi<{ accountId: string }>(
      installer.token,
      "GET",
      "/installer/payouts",
      undefined,
      site,
    );
    expect(onboarding).toEqual([expect.stringContaining(accountId)]);
    await deliverEvent("account.updated", stripe.store.updateAccount(accountId, "onboarded"));
    settings = await openSettings(installerPage, "Greta Stromer");
    await settings
      .getByRole("region", { name: "Payouts" })
      .getByText("Payouts enabled", { exact: true })
      .waitFor();
    await installerPage.keyboard.press("Escape");

    // A priced request, accepted by the installer: its customer has to pay it.
    const customerPage = await browser.newPage({ baseUrl: site.baseUrl });
    const customer = await signUpInPage(
      customerPage,
      "customer",
      { firstName: "Karl", lastName: "Kasse" },
      site,
    );
    const lead = await callApi<{ id: string; title: string; value: number }>(
      customer.token,
      "POST",
      "/workflow/leads",
      {
        address: { street: "Lange Straße 9", city: uniqueCity("Hameln"), postalCode: "31785" },
        description: ROOF_MOUNT_DESCRIPTION,
      },
      site,
    );
    expect(lead.value * 100).toBe(ROOF_MOUNT_CENTS);
    await installerPage.goto("/dashboard");
    const job = installerPage.getByRole("article", { name: lead.title });
    await job.getByRole("button", { name: "Accept Job" }).click();
    await installerPage
      .getByRole("dialog", { name: "Accept this job?" })
      .getByRole("button", { name: "Accept Job" })
      .click();
    await waitForToast(installerPage, "Lead Accepted");
    await job.getByRole("button", { name: "View Details" }).click();
    const installerPayment = installerPage.getByRole("region", { name: "Payment" });
    await installerPayment.getByText("Awaiting payment", { exact: true }).waitFor();

    // The customer pays at Stripe's checkout, which sends them back to the request.
    const checkout = await answerStripePage(
      customerPage,
      "https://checkout.stripe.com/**",
      (url) => {
        const session = [...stripe.store.checkoutSessions.values()].find(
          (candidate) => candidate.url === url,
        );
        if (!session) throw new Error(`no checkout session at ${url}`);
        return session.success_url as string;
      },
    );
    await openFromDashboard(customerPage, lead.title);
    const payment = customerPage.getByRole("region", { name: "Payment" });
    await payment.getByText("Awaiting payment", { exact: true }).waitFor();
    await payment.getByRole("button", { name: "Pay €319" }).click();
    await customerPage.waitForURL(`**/dashboard?lead=${lead.id}&payment=paid`);
    const sessions = [...stripe.store.checkoutSessions.values()];
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    expect(checkout).toEqual([session.url]);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: ROOF_MOUNT_CENTS,
      currency: "eur",
      metadata: { leadId: lead.id },
    });
    const paid = stripe.store.completeCheckout(session.id);
    await deliverEvent("checkout.session.completed", paid.session);
    await payment.getByText("Payment held", { exact: true }).waitFor();

    // The installer goes on site and finishes; the customer approves.
    await installerPayment.getByText("Payment held", { exact: true }).waitFor();
    await installerPage.getByRole("button", { name: "Mark On Site" }).click();
    await installerPage.getByText("Marked On Site").waitFor();
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/done`, COMPLETION, site);
    await customerPage.getByText(COMPLETION.captions[0]!, { exact: true }).waitFor();
    await approveJob(customerPage);

    // The installer's Payments: the price less the platform fee, earned.
    settings = await openSettings(installerPage, "Greta Stromer");
    const earned = settings
      .getByRole("region", { name: "Payments" })
      .getByRole("listitem")
      .filter({ hasText: lead.title });
    await earned.getByText("+€287.10", { exact: true }).waitFor();
    await earned.getByText("Platform fee €31.90 of €319.00", { exact: true }).waitFor();

    // Paid by one transfer to the installer's Stripe account, which a job makes after the
    // approval; once Stripe took it, the installer is mailed a payout statement.
    const statement = await waitForMail(
      site.dataDir,
      (mail) =>
        mail.to.includes(installer.email) && mail.subject === `Payout statement: ${lead.title}`,
    );
    expect(statement.text).toContain("Transferred to you: €287.10");
    const feeCents = (ROOF_MOUNT_CENTS * DEFAULT_PLATFORM_FEE_PERCENT) / 100;
    expect([...stripe.store.transfers.values()]).toEqual([
      expect.objectContaining({
        amount: ROOF_MOUNT_CENTS - feeCents,
        currency: "eur",
        destination: accountId,
        transfer_group: `lead_${lead.id}`,
      }),
    ]);
  });
});

describe("hosted sign-in configured but unreachable", () => {
  it("falls back to the email form within the time-out, and the landing page never loads Clerk", async () => {
    const { site } = started();
    const page = await browser.newPage({ baseUrl: site.baseUrl, serviceWorkers: "allow" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });

    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(scripts.filter((url) => /clerk/i.test(url))).toEqual([]);

    // The time-out itself (IDENTITY_PROVIDER_TIMEOUT_MS) is tested with fake timers in
    // HostedSignIn.test.tsx; here only that the form comes, with a deadline loose enough
    // for a loaded CI machine (no timed assertion).
    await page.goto("/signin");
    await page.getByLabel("Email").waitFor({ timeout: 30_000 });
    expect(scripts.some((url) => /ClerkRuntime/.test(url))).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Customer Sign In");
  });
});
