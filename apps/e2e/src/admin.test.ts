import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./browser";
import {
  callApi,
  logIntoAdminPanel,
  newEmail,
  PASSWORD,
  signUpThroughApi,
  uniqueCity,
  useToken,
  type SignedUp,
} from "./accounts";
import { waitForLink } from "./mailbox";
import { waitForToast } from "./toast";

const browser = useBrowser();
const dataDir = inject("dataDir");

/** A customer's new request in `city`, posted through the REST surface. */
async function postLead(customer: SignedUp, city: string): Promise<{ id: string; title: string }> {
  return callApi(customer.token, "POST", "/workflow/leads", {
    address: `Hafenstraße 3, ${city}, 24937`,
    description: "Roof mount on a detached house",
  });
}

/** Opens the job card in `city` on the installer's dashboard and presses Accept Job. */
async function acceptJob(page: Page, city: string) {
  await page.goto("/installer/dashboard");
  const card = page.getByRole("article", { name: `Starlink Installation in ${city}` });
  await card.getByRole("button", { name: "Accept Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept this job?" });
  await dialog.getByRole("button", { name: "Accept Job" }).click();
  return card;
}

describe("administration in the browser", () => {
  it("an installer signs up and verifies; the administrator approves them in /admin-panel; then they can accept a job", async () => {
    const customer = await signUpThroughApi("customer", { firstName: "Clara", lastName: "Kunde" });
    const city = uniqueCity("Flensburg");
    await postLead(customer, city);

    const installerPage = await browser.newPage({ width: 375, height: 800 });
    const installerEmail = newEmail("ines");
    await installerPage.goto("/signup");
    await installerPage.getByLabel("First name").fill("Ines");
    await installerPage.getByLabel("Last name").fill("Geprüft");
    await installerPage.getByLabel("Email").fill(installerEmail);
    await installerPage
      .getByLabel("What brings you to Uplink?")
      .selectOption({ label: "Become a Starlink installer" });
    await installerPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await installerPage.getByLabel("Confirm password").fill(PASSWORD);
    await installerPage.getByRole("button", { name: "Create Account" }).click();
    await installerPage.waitForURL("**/installer/dashboard");

    await installerPage.goto(await waitForLink(dataDir, installerEmail, "/verify-email"));
    await installerPage.getByText("Email verified").waitFor();

    // Not approved yet: no open jobs at all, and the dashboard says why.
    await installerPage.goto("/installer/dashboard");
    await installerPage.getByText("Your account is pending verification").waitFor();
    expect(
      await installerPage
        .getByRole("article", { name: `Starlink Installation in ${city}` })
        .count(),
    ).toBe(0);

    const adminPage = await browser.newPage();
    await logIntoAdminPanel(adminPage);
    const card = adminPage.getByRole("article", { name: "Ines Geprüft" });
    await card.getByText(installerEmail).waitFor();
    const approve = card.getByRole("button", { name: "Approve" });
    expect(await approve.isEnabled()).toBe(true);
    await approve.click();
    await waitForToast(adminPage, "Installer Approved");
    await card.waitFor({ state: "detached" });

    const job = await acceptJob(installerPage, city);
    await waitForToast(installerPage, "Lead Accepted");
    await job.getByText("Accepted", { exact: true }).waitFor();
  });

  it("keeps Approve disabled for an installer whose email is not verified", async () => {
    await signUpThroughApi("installer", { firstName: "Uwe", lastName: "Unbestätigt" });
    const page = await browser.newPage();
    await logIntoAdminPanel(page);

    const card = page.getByRole("article", { name: "Uwe Unbestätigt" });
    await card.getByText("Email not verified yet").waitFor();
    expect(await card.getByRole("button", { name: "Approve" }).isDisabled()).toBe(true);
  });

  it("a customer opening /admin and /admin-dashboard sees the access-denied screens", async () => {
    const customer = await signUpThroughApi("customer", {
      firstName: "Carl",
      lastName: "Neugierig",
    });
    const page = await browser.newPage();
    await useToken(page, customer.token);

    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Access Required" }).waitFor();
    await page.getByText("You need admin privileges to access this page.").waitFor();

    await page.goto("/admin-dashboard");
    await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
    expect(await page.getByRole("tab").count()).toBe(0);
  });

  it("the administrator rejects an installer, resolves the alert it raised and deletes a new lead", async () => {
    const rejectedEmail = newEmail("rolf");
    await signUpThroughApi(
      "installer",
      { firstName: "Rolf", lastName: "Abgelehnt" },
      rejectedEmail,
    );
    const customer = await signUpThroughApi("customer", { firstName: "Lena", lastName: "Löscher" });
    const city = uniqueCity("Rostock");
    const lead = await postLead(customer, city);
    const page = await browser.newPage({ width: 375, height: 800 });
    await logIntoAdminPanel(page);

    await page.goto("/admin-dashboard?tab=approvals");
    const applicant = page.getByRole("row").filter({ hasText: rejectedEmail });
    await applicant.getByRole("button", { name: "Reject" }).click();
    await page
      .getByRole("dialog", { name: "Reject installer?" })
      .getByRole("button", { name: "Reject Installer" })
      .click();
    await waitForToast(page, "Installer Rejected");
    await applicant.waitFor({ state: "detached" });

    const description = `Installer Rolf Abgelehnt (${rejectedEmail}) was rejected`;
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Console" }).waitFor();
    const alert = page.getByRole("article", { name: description });
    await alert.getByRole("button", { name: "Resolve" }).click();
    await waitForToast(page, "Alert Resolved");
    await alert.waitFor({ state: "detached" });

    await page.goto("/admin-dashboard?tab=alerts");
    const listed = page.getByRole("listitem").filter({ hasText: description });
    await listed.getByText("Resolved", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Leads" }).click();
    const row = page.getByRole("row").filter({ hasText: lead.title });
    await row.getByText("Lena Löscher").waitFor();
    expect(await row.getByText(city, { exact: true }).count()).toBe(1);
    await row.getByRole("button", { name: `Delete ${lead.title}` }).click();
    await page
      .getByRole("dialog", { name: "Delete lead?" })
      .getByRole("button", { name: "Delete Lead" })
      .click();
    await waitForToast(page, "Lead Deleted");
    await row.waitFor({ state: "detached" });

    const remaining = await callApi<{ id: string }[]>(customer.token, "GET", "/workflow/leads");
    expect(remaining.map(({ id }) => id)).not.toContain(lead.id);
  });
});
