import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import {
  adminToken,
  callApi,
  signUpApprovedInstaller,
  signUpInPage,
  uniqueCity,
  useToken,
  type SignedUp,
} from "./accounts";
import { openFromDashboard } from "./dashboard";
import { noisyPng } from "./png";
import { waitForToast } from "./toast";

const browser = useBrowser();
const pngDataUrl = (seed: number) =>
  `data:image/png;base64,${noisyPng(800, 600, seed).toString("base64")}`;

/** Too few words and no feature of the site: the quote engine leaves it unpriced. */
const UNPRICED_DESCRIPTION = "Need it set up soon";
/** Base fee €199 + roof mount €120. */
const ROOF_MOUNT_DESCRIPTION = "Roof mount on a flat roof";
const ROOF_MOUNT_EUROS = 319;

interface PostedLead {
  id: string;
  title: string;
  value: number | null;
}

/** A customer's new request in `city`, posted through the REST surface. */
function postLead(customer: SignedUp, city: string, description: string): Promise<PostedLead> {
  return callApi<PostedLead>(customer.token, "POST", "/workflow/leads", {
    address: { street: "Lange Straße 9", city, postalCode: "30159" },
    description,
  });
}

/** Settings → Payments, opened from the signed-in user's menu in the header. */
async function openPayments(page: Page, fullName: string): Promise<Locator> {
  await page.getByRole("button", { name: `Account menu for ${fullName}` }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  return page.getByRole("dialog", { name: "Settings" }).getByRole("region", { name: "Payments" });
}

/** The lead's status badge beside its title on the detail screen. */
function detailStatus(page: Page, title: string, label: string): Locator {
  return page
    .getByRole("heading", { level: 1, name: title })
    .locator("xpath=..")
    .getByText(label, { exact: true });
}

interface LedgerLine {
  kind: "held" | "released" | "refunded";
  leadId: string | null;
  total: number;
  amount: number;
  fee: number | null;
}

/** The caller's statement lines about one lead (GET /api/me/ledger). */
async function ledgerOf(token: string, leadId: string): Promise<LedgerLine[]> {
  const lines = await callApi<LedgerLine[]>(token, "GET", "/me/ledger");
  return lines.filter((line) => line.leadId === leadId);
}

describe("money in the browser", () => {
  it("an installer offers a price on an unpriced request, the customer accepts it, cancels before the visit and sees the refund in Payments", async () => {
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer", {
      firstName: "Paula",
      lastName: "Zahler",
    });
    const installerPage = await browser.newPage();
    await signUpApprovedInstaller(installerPage, { firstName: "Otto", lastName: "Anbieter" });
    const lead = await postLead(customer, uniqueCity("Hannover"), UNPRICED_DESCRIPTION);
    expect(lead.value).toBeNull();

    await installerPage.goto("/dashboard");
    const job = installerPage.getByRole("article", { name: lead.title });
    await job.getByText("Price: To be quoted").waitFor();
    await job.getByRole("button", { name: "Make an offer" }).click();
    const offerForm = installerPage.getByRole("dialog", { name: "Make an offer" });
    await offerForm.getByLabel("Your price (€)").fill("250");
    const message = "I can come on Saturday morning with a pole mount.";
    await offerForm.getByLabel("Message to the customer (optional)").fill(message);
    await offerForm.getByRole("button", { name: "Make an offer" }).click();
    await waitForToast(installerPage, "Offer Sent");
    await offerForm.waitFor({ state: "detached" });

    await openFromDashboard(customerPage, lead.title);
    const offer = customerPage
      .getByRole("region", { name: "Offers" })
      .getByRole("listitem")
      .filter({ hasText: "Otto Anbieter" });
    await offer.getByText(message).waitFor();
    for (const shown of ["€250", "Verified", "Pending"]) {
      expect(await offer.getByText(shown, { exact: true }).count(), shown).toBe(1);
    }
    await offer.getByRole("button", { name: "Accept offer" }).click();
    const acceptDialog = customerPage.getByRole("dialog", { name: "Accept this offer?" });
    await acceptDialog
      .getByText("Otto Anbieter's price of €250 is held in escrow now", { exact: false })
      .waitFor();
    await acceptDialog.getByRole("button", { name: "Accept & Hold in Escrow" }).click();
    await customerPage.getByText("Offer Accepted", { exact: true }).waitFor();
    await detailStatus(customerPage, lead.title, "Accepted").waitFor();
    await customerPage.getByText("Value: €250", { exact: true }).waitFor();

    await customerPage.getByRole("button", { name: "Cancel request" }).click();
    const cancelDialog = customerPage.getByRole("dialog", { name: "Cancel this request?" });
    await cancelDialog
      .getByText("The €250 held in escrow is refunded to you in full", { exact: false })
      .waitFor();
    await cancelDialog.getByLabel("Reason (optional)").fill("We are moving house after all.");
    await cancelDialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await waitForToast(customerPage, "Request Cancelled");
    await detailStatus(customerPage, lead.title, "Cancelled").waitFor();

    const payments = await openPayments(customerPage, "Paula Zahler");
    const lines = payments.getByRole("listitem").filter({ hasText: lead.title });
    const held = lines.filter({ hasText: "Held in escrow" });
    const refunded = lines.filter({ hasText: "Refunded" });
    await refunded.getByText("+€250.00", { exact: true }).waitFor();
    await refunded.getByText("Balance €0.00", { exact: true }).waitFor();
    await held.getByText("-€250.00", { exact: true }).waitFor();
    expect(await lines.count()).toBe(2);
  });

  it("a customer disputes finished work and the administrator settles it with a split: the installer is paid their share, the customer gets the rest back", async () => {
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer", {
      firstName: "Dora",
      lastName: "Streit",
    });
    const installerPage = await browser.newPage();
    const installer = await signUpApprovedInstaller(installerPage, {
      firstName: "Sven",
      lastName: "Teilung",
    });
    const lead = await postLead(customer, uniqueCity("Göttingen"), ROOF_MOUNT_DESCRIPTION);
    expect(lead.value).toBe(ROOF_MOUNT_EUROS);
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/on-site`);
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/done`, {
      photos: [pngDataUrl(1), pngDataUrl(2), pngDataUrl(3)],
      captions: ["Dish on the roof", "Cable run", "Router"],
    });
    await callApi(customer.token, "POST", `/workflow/leads/${lead.id}/dispute`, {
      reason: "The dish points at a tree and the connection keeps dropping.",
    });

    // The administrator's session as after their sign-in (admin.test.ts signs in with the panel's form).
    const adminPage = await browser.newPage();
    await useToken(adminPage, await adminToken(adminPage));
    await adminPage.goto("/admin-dashboard");
    await adminPage.getByRole("tab", { name: "Leads" }).click();
    const row = adminPage.getByRole("row").filter({ hasText: lead.title });
    await row.getByText("Disputed", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Settle ${lead.title}` }).click();

    const settle = adminPage.getByRole("dialog", { name: "Settle lead" });
    await settle
      .getByText(`€319 is held in escrow for “${lead.title}” by Dora Streit.`, { exact: true })
      .waitFor();
    await settle.getByLabel("Split between them").check();
    await settle.getByLabel("Installer's share (€)").fill("200");
    await settle
      .getByText(
        "The customer gets back €119; the platform fee is taken from the installer's share.",
      )
      .waitFor();
    const note = "The dish works but was aimed badly; the customer had it realigned.";
    await settle.getByLabel("Note").fill(note);
    await settle.getByRole("button", { name: "Settle", exact: true }).click();
    await waitForToast(adminPage, "Lead Settled");
    await settle.waitFor({ state: "detached" });
    await row.getByText("Approved", { exact: true }).waitFor();
    await row
      .getByText("€200 to the installer, €119 refunded to the customer", { exact: true })
      .waitFor();
    expect(await row.getByText(note, { exact: true }).count()).toBe(1);
    expect(await row.getByRole("button", { name: `Settle ${lead.title}` }).count()).toBe(0);

    await openFromDashboard(customerPage, lead.title);
    await detailStatus(customerPage, lead.title, "Approved").waitFor();
    const settlement = customerPage.getByRole("region", { name: "Settlement" });
    await settlement
      .getByText("Payment split between the installer and the customer", { exact: true })
      .waitFor();
    for (const shown of [
      "To the installer (before the platform fee): €200",
      "Refunded to the customer: €119",
      `Note: ${note}`,
    ]) {
      expect(await settlement.getByText(shown, { exact: true }).count(), shown).toBe(1);
    }

    // The customer paid €319 in and got €119 back: out exactly the installer's €200 share.
    const paid = await ledgerOf(customer.token, lead.id);
    expect(paid).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "held", amount: -ROOF_MOUNT_EUROS }),
        expect.objectContaining({ kind: "refunded", amount: 119 }),
      ]),
    );
    expect(paid.reduce((sum, line) => sum + line.amount, 0)).toBe(-200);
    // The installer earned the €200 share less the 10 % platform fee.
    expect(await ledgerOf(installer.token, lead.id)).toEqual([
      expect.objectContaining({ kind: "released", total: 200, amount: 180, fee: 20 }),
    ]);
  });
});
