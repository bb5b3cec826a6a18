import { describe, expect, it } from "vitest";
import {
  adminToken,
  callApi,
  signUpApprovedInstaller,
  signUpInPage,
  uniqueCity,
  useToken,
} from "./accounts";
import { appTookOver, useBrowser } from "./browser";
import { approveJob, openFromDashboard } from "./dashboard";
import { chooseCountry } from "./forms";
import { COMPLETION } from "./completion";
import { waitForToast } from "./toast";

const browser = useBrowser();

/*
 * Issue 25 in the browser: a customer reviews the installer after approving the work,
 * the installer answers, a signed-out visitor finds the installer near Freising and
 * reads both on the public profile, until an administrator hides the review.
 */
describe("reviews and public installer profiles", () => {
  it("a review written after approval, and its reply, show on the profile a visitor finds near Freising, until an administrator hides it", async () => {
    const company = `Dachprofis ${uniqueCity("München")}`;
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer");
    const installerPage = await browser.newPage();
    const installer = await signUpApprovedInstaller(installerPage);
    // What the journey is not about is prepared through the API: the installer's service
    // area (München, 50 km) and a job accepted, worked on and marked done.
    await callApi(installer.token, "POST", "/installer/onboard", {
      companyName: company,
      servicePostalCode: "80331",
      serviceRadiusKm: 50,
      serviceCity: "München",
      country: "DE",
    });
    const lead = await callApi<{ id: string; title: string }>(
      customer.token,
      "POST",
      "/workflow/leads",
      {
        address: { street: "Holstenstraße 1", city: uniqueCity("Kiel"), postalCode: "24103" },
        description: "Roof mount on a terraced house",
      },
    );
    for (const [step, body] of [["accept"], ["on-site"], ["done", COMPLETION]] as const) {
      await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/${step}`, body);
    }

    // The customer approves the work and reviews the installer on the lead's detail.
    const review = "Tidy cable run and a clear explanation of the app.";
    await openFromDashboard(customerPage, lead.title);
    await approveJob(customerPage);
    await customerPage.getByLabel("5 out of 5 stars").check();
    await customerPage.getByLabel("Your review (10 to 2000 characters)").fill(review);
    await customerPage.getByRole("button", { name: "Send review" }).click();
    await waitForToast(customerPage, "Review sent");

    // The installer reviews the customer, which reveals both, and answers in the browser.
    await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/review`, {
      rating: 5,
      text: "Friendly and ready on time.",
    });
    const reply = "Thank you, it was a pleasure!";
    await openFromDashboard(installerPage, lead.title);
    await installerPage.getByText(review).waitFor();
    await installerPage.getByLabel("Your public reply").fill(reply);
    await installerPage.getByRole("button", { name: "Send reply" }).click();
    await installerPage.getByText(`The installer's reply: ${reply}`).waitFor();

    // A signed-out visitor finds the installer near Freising and opens the profile.
    const visitor = await browser.newPage();
    await visitor.goto("/installers");
    await appTookOver(visitor);
    await visitor.getByRole("heading", { level: 1, name: "Find an installer" }).waitFor();
    await visitor.getByLabel("Town").fill("Freising");
    await chooseCountry(visitor, "Germany");
    await visitor.getByRole("button", { name: "Search" }).click();
    await visitor
      .getByRole("region", { name: "Installers found" })
      .getByRole("link", { name: company })
      .click();
    await visitor.getByRole("heading", { level: 1, name: company }).waitFor();
    await expect.poll(() => visitor.title()).toBe(`${company} · Uplink`);
    const shown = visitor.getByRole("article").filter({ hasText: review });
    await shown.getByText("5 out of 5 stars").waitFor();
    await shown.getByText(`The installer's reply: ${reply}`).waitFor();

    // The administrator hides the review from the Reviews tab, giving a reason.
    const adminPage = await browser.newPage();
    await useToken(adminPage, await adminToken(adminPage));
    await adminPage.goto("/admin-dashboard?tab=reviews");
    await adminPage
      .getByRole("article")
      .filter({ hasText: review })
      .getByRole("button", { name: /^Hide the review of/ })
      .click();
    const dialog = adminPage.getByRole("dialog", { name: "Hide this review?" });
    await dialog.getByLabel("Reason").fill("Names a private person");
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await waitForToast(adminPage, "Review hidden");
    await adminPage.getByText("Hidden: Names a private person").waitFor();

    // The profile no longer shows it.
    await visitor.reload();
    await visitor.getByRole("heading", { level: 1, name: company }).waitFor();
    await visitor.getByText("No reviews yet.").waitFor();
    expect(await visitor.getByText(review).count()).toBe(0);
  });
});
