import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { callApi, signUpApprovedInstaller, signUpInPage, uniqueCity } from "./accounts";
import { approveJob, openFromDashboard } from "./dashboard";
import { chooseCountry } from "./forms";
import { noisyPng } from "./png";
import { waitForToast } from "./toast";

const browser = useBrowser();
const pngDataUrl = (seed: number) =>
  `data:image/png;base64,${noisyPng(800, 600, seed).toString("base64")}`;

/**
 * The assigned installer uploads three captioned completion photos in the actions card.
 * The seeds must make photos the server tells apart (noisyPng's seeds 1 to 7 do).
 */
async function completeWithPhotos(page: Page, captions: string[], seeds: number[]) {
  await page.getByLabel("Completion photos").setInputFiles(
    seeds.map((seed, index) => ({
      name: `done-${index + 1}.png`,
      mimeType: "image/png",
      buffer: noisyPng(800, 600, seed),
    })),
  );
  for (const [index, caption] of captions.entries()) {
    await page.getByLabel(`Caption for photo ${index + 1}`).fill(caption);
  }
  await page.getByRole("button", { name: "Mark Job Complete" }).click();
  await page.getByText("Job Marked Complete").waitFor({ timeout: 30_000 });
}

async function fillDate(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
  await page.keyboard.press("Escape");
}

describe("installation requests in the browser", () => {
  it("a customer posts a request with a verified photo, finds it with its photo on the dashboard and edits it", async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await signUpInPage(page, "customer");
    await page.goto("/create-lead");

    await page.getByRole("heading", { level: 1, name: "Request Starlink Installation" }).waitFor();
    await page.getByLabel("Street address").fill("Hauptstraße 5");
    await page.getByLabel("City").fill("Berlin");
    await page.getByLabel("Postal code").fill("10115");
    await chooseCountry(page, "Germany");
    await fillDate(page, "Preferred start date", "2030-01-10");
    await fillDate(page, "Preferred end date", "2030-01-14");
    await page.getByLabel("Preferred time").selectOption({ label: "Morning (8:00-12:00)" });
    await page.getByLabel("Additional details (optional)").fill("Roof mount on a two-storey house");
    await page.locator('input[type="file"]').setInputFiles({
      name: "house.png",
      mimeType: "image/png",
      buffer: noisyPng(800, 600, 1),
    });
    await waitForToast(page, "Photo Added", 30_000);

    await page.getByRole("button", { name: "Submit Installation Request" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { level: 1, name: "My Installation Requests" }).waitFor();
    const card = page.getByRole("article", { name: "Starlink Installation in Berlin" });
    await card.waitFor();
    expect(await card.getByText("New", { exact: true }).count()).toBe(1);
    expect(await card.getByText("Berlin, 10115").count()).toBe(1);
    expect(await card.getByRole("link", { name: "Edit" }).count()).toBe(1);

    await card.getByRole("button", { name: "View Details" }).click();
    await page
      .getByRole("heading", { level: 1, name: "Starlink Installation in Berlin" })
      .waitFor();
    const photo = page.getByRole("img", { name: "Property Photos: photo 1 of 1" });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      // The photo itself (800 px wide), not the grey tile shown when it cannot load.
      .toBe(800);

    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await card.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Installation Request" }).waitFor();
    expect(await page.getByLabel("Street address").inputValue()).toBe("Hauptstraße 5");
    expect(await page.getByRole("combobox", { name: "Country" }).inputValue()).toBe("Germany");
    await page.getByLabel("City").fill("Potsdam");
    await page.getByLabel("Postal code").fill("14467");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/dashboard");
    const edited = page.getByRole("article", { name: "Starlink Installation in Potsdam" });
    await edited.waitFor();
    expect(await edited.getByText("Potsdam, 14467").count()).toBe(1);
  });

  it("a customer deletes a new request after confirming", async () => {
    const page = await browser.newPage();
    const { token } = await signUpInPage(page, "customer");
    const created = await fetch(`${browser.baseUrl}/api/workflow/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ address: "Marienplatz 1, Munich, 80331" }),
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Starlink Installation in Munich" });
    await card.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete request?" })
      .getByRole("button", { name: "Delete Request" })
      .click();
    await waitForToast(page, "Request Deleted");
    await page.getByText("No installation requests yet").waitFor();
  });
  it("a job goes from request to payment: an approved installer accepts, works on site and is paid", async () => {
    const customerPage = await browser.newPage();
    await signUpInPage(customerPage, "customer");
    const city = uniqueCity("Lübeck");
    const title = `Starlink Installation in ${city}`;
    await customerPage.goto("/create-lead");
    await customerPage.getByLabel("Street address").fill("Breite Straße 7");
    await customerPage.getByLabel("City").fill(city);
    await customerPage.getByLabel("Postal code").fill("23552");
    await chooseCountry(customerPage, "Germany");
    await fillDate(customerPage, "Preferred start date", "2030-03-02");
    await fillDate(customerPage, "Preferred end date", "2030-03-06");
    await customerPage
      .getByLabel("Preferred time")
      .selectOption({ label: "Afternoon (12:00-17:00)" });
    await customerPage
      .getByLabel("Additional details (optional)")
      .fill("Roof mount on a pitched roof, cable through the wall");
    await customerPage.locator('input[type="file"]').setInputFiles({
      name: "roof.png",
      mimeType: "image/png",
      buffer: noisyPng(800, 600, 11),
    });
    await waitForToast(customerPage, "Photo Added", 30_000);
    await customerPage.getByRole("button", { name: "Submit Installation Request" }).click();
    await customerPage.waitForURL("**/dashboard");
    await customerPage.getByRole("article", { name: title }).waitFor();

    const installerPage = await browser.newPage();
    await signUpApprovedInstaller(installerPage);
    await installerPage.goto("/dashboard");
    await installerPage.getByRole("heading", { level: 1, name: "Available Jobs" }).waitFor();
    const job = installerPage.getByRole("article", { name: title });
    await job.getByRole("button", { name: "Accept Job" }).click();
    await installerPage
      .getByRole("dialog", { name: "Accept this job?" })
      .getByRole("button", { name: "Accept Job" })
      .click();
    await waitForToast(installerPage, "Lead Accepted");
    await job.getByText("Accepted", { exact: true }).waitFor();

    await job.getByRole("button", { name: "View Details" }).click();
    await installerPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await installerPage.getByRole("button", { name: "Mark On Site" }).click();
    await installerPage.getByText("Marked On Site").waitFor();
    await completeWithPhotos(
      installerPage,
      ["Dish on the roof ridge", "Cable entry through the wall", "Router in the study"],
      [4, 5, 6],
    );

    await openFromDashboard(customerPage, title);
    const completion = customerPage
      .getByRole("figure")
      .filter({ hasText: "Dish on the roof ridge" });
    await completion.waitFor();
    for (const caption of ["Cable entry through the wall", "Router in the study"]) {
      expect(await customerPage.getByText(caption, { exact: true }).count(), caption).toBe(1);
    }
    await expect
      .poll(() =>
        completion.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(800);
    await approveJob(customerPage);
    await customerPage.locator("main").getByText("Approved", { exact: true }).first().waitFor();

    await installerPage.goto("/dashboard");
    const approvedJob = installerPage.getByRole("article", { name: title });
    await approvedJob.getByText("Approved", { exact: true }).waitFor();
    await approvedJob.getByRole("button", { name: "View Details" }).click();
    await installerPage.getByText("No actions are available to you at this stage.").waitFor();
  });

  it("a customer asks for a revision with feedback; the installer completes again and is approved", async () => {
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer");
    const installerPage = await browser.newPage();
    const installer = await signUpApprovedInstaller(installerPage);
    const city = uniqueCity("Kiel");
    const title = `Starlink Installation in ${city}`;
    const lead = await callApi(customer.token, "POST", "/workflow/leads", {
      address: { street: "Holstenstraße 3", city, postalCode: "24103" },
      description: "Wall mount beside the balcony",
      photos: [pngDataUrl(31)],
    });
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/on-site`);
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/done`, {
      photos: [pngDataUrl(1), pngDataUrl(2), pngDataUrl(3)],
      captions: ["Dish on the wall", "Cable run", "Router"],
    });

    await openFromDashboard(customerPage, title);
    const feedback = "The cable hangs loose below the balcony; please clip it to the wall.";
    await customerPage.getByLabel("What needs to be revised?").fill(feedback);
    await customerPage.getByRole("button", { name: "Request Revision" }).click();
    await waitForToast(customerPage, "Revision Requested");
    await customerPage.getByText(feedback).waitFor();

    await openFromDashboard(installerPage, title);
    await installerPage.getByText(feedback).waitFor();
    await completeWithPhotos(
      installerPage,
      ["Cable clipped to the wall", "Clips up close", "Dish after the fix"],
      [4, 5, 7],
    );

    // Each sees the other's step on the detail still open, without a reload (live updates).
    await customerPage.getByText("Cable clipped to the wall", { exact: true }).waitFor();
    await approveJob(customerPage);

    await installerPage.getByText("No actions are available to you at this stage.").waitFor();
    await installerPage.locator("main").getByText("Approved", { exact: true }).first().waitFor();
  });
});
