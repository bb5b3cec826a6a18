import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  callApi,
  newEmail,
  PASSWORD,
  signUpApprovedInstaller,
  signUpInPage,
  uniqueCity,
} from "./accounts";
import { appTookOver, useBrowser } from "./browser";
import { expectFocus, focusedElement, openFileChooser, tabTo, typeInto } from "./keyboard";
import { waitForLink } from "./mailbox";
import { noisyPng } from "./png";
import { waitForToast } from "./toast";

/**
 * Issue 14: the main journeys work with the keyboard alone. Every step below presses keys
 * (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing into the focused field); locators
 * only check what the person would see or which element has focus.
 */

const browser = useBrowser();
const dataDir = inject("dataDir");

/** In the focused native select, presses ArrowDown until `label` is the chosen option. */
async function chooseOption(page: Page, label: string, max = 10): Promise<void> {
  const chosen = () =>
    page.evaluate(() => {
      const select = document.activeElement;
      return select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.text ?? "") : null;
    });
  for (let press = 0; press < max && (await chosen()) !== label; press += 1) {
    await page.keyboard.press("ArrowDown");
  }
  expect(await chosen()).toBe(label);
}

/** Tabs to a date field and types the date into it; its calendar opens, typing needs none of it. */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  await typeInto(page, label, date, { role: "textbox" });
  expect(await page.getByRole("textbox", { name: label }).inputValue()).toBe(date);
}

function photo(name: string, seed: number) {
  return { name, mimeType: "image/png", buffer: noisyPng(800, 600, seed) };
}

/**
 * Opens the header's account menu with Enter and walks it with ArrowDown to `item`,
 * which Enter then chooses.
 */
async function chooseFromAccountMenu(page: Page, fullName: string, item: string): Promise<void> {
  await tabTo(page, `Account menu for ${fullName}`, { role: "button" });
  await page.keyboard.press("Enter");
  await page.getByRole("menu").waitFor();
  const passed: string[] = [];
  for (let press = 0; press < 15; press += 1) {
    const focused = await focusedElement(page);
    if (focused.role === "menuitem" && focused.name === item) {
      await page.keyboard.press("Enter");
      return;
    }
    passed.push(`${focused.role} "${focused.name}"`);
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no menu item ${item}; focus passed: ${passed.join(", ")}`);
}

/** Presses Enter on the focused link or button and waits for the new screen's heading to take focus. */
async function enterToScreen(page: Page, heading: string | RegExp): Promise<void> {
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await expectFocus(page, "heading", heading);
}

/** From the dashboard's list (focus on its heading), opens the lead's detail with View Details. */
async function openDetail(page: Page, title: string): Promise<void> {
  await tabTo(page, "View Details", {
    role: "button",
    within: page.getByRole("article", { name: title }),
    max: 200,
  });
  await enterToScreen(page, title);
}

/**
 * On a lead's detail, opens the chat with the keyboard and sends `text`, with Enter in the
 * message box or with Space on the Send button.
 */
async function sendInChat(page: Page, text: string, send: "Enter" | "Send button"): Promise<void> {
  await tabTo(page, "Open Chat", { role: "button" });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Conversation" });
  await dialog.getByRole("log").waitFor();
  await typeInto(page, "Message", text, { role: "textbox", within: dialog });
  if (send === "Enter") {
    await page.keyboard.press("Enter");
  } else {
    await tabTo(page, "Send", { role: "button", within: dialog, max: 5 });
    await page.keyboard.press("Space");
  }
  await dialog.getByRole("log").getByText(text).waitFor();
  await expect
    .poll(() => dialog.getByRole("textbox", { name: "Message" }).inputValue(), { timeout: 10_000 })
    .toBe("");
}

/** Closes the open chat with Escape; focus goes back to the button that opened it. */
async function closeChat(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: "Conversation" }).waitFor({ state: "hidden" });
  await expectFocus(page, "button", "Open Chat");
}

describe("the main journeys with the keyboard alone", () => {
  it(
    "a customer signs up and requests an installation with a photo; an installer accepts; they chat; the installer completes with photos and the customer approves",
    { timeout: 240_000 },
    async () => {
      const customer = await browser.newPage();
      const email = newEmail("keyboard");
      const city = uniqueCity("Rostock");
      const title = `Starlink Installation in ${city}`;

      // Sign up, from the landing page's header.
      await customer.goto("/");
      await appTookOver(customer);
      await customer.locator("main h1").first().waitFor();
      await tabTo(customer, "Get Started", { role: "link" });
      await enterToScreen(customer, "Create Account");
      await typeInto(customer, "First name", "Karla", { role: "textbox" });
      await typeInto(customer, "Last name", "Tastatur", { role: "textbox" });
      await typeInto(customer, "Email", email, { role: "textbox" });
      await tabTo(customer, "What brings you to Uplink?", { role: "combobox" });
      await chooseOption(customer, "Find installers for my Starlink");
      await typeInto(customer, "Password", PASSWORD, { role: "textbox" });
      await typeInto(customer, "Confirm password", PASSWORD, { role: "textbox" });
      await tabTo(customer, "Create Account", { role: "button" });
      await customer.keyboard.press("Enter");
      await customer.waitForURL("**/dashboard");
      await customer.getByText("Account created successfully!").waitFor();
      await expectFocus(customer, "heading", "My Installation Requests");

      // The link in the mail verifies the address, as in the other journeys.
      await customer.goto(await waitForLink(dataDir, email, "/verify-email"));
      await customer.getByText("Email verified").waitFor();

      // To the dashboard, then the request form.
      await chooseFromAccountMenu(customer, "Karla Tastatur", "Dashboard");
      await customer.getByRole("heading", { level: 1, name: "My Installation Requests" }).waitFor();
      await expectFocus(customer, "heading", "My Installation Requests");
      await tabTo(customer, "Create Installation Request", { role: "link" });
      await enterToScreen(customer, "Request Starlink Installation");

      await typeInto(customer, "Street address", "Lange Straße 12", { role: "textbox" });
      await typeInto(customer, "City", city, { role: "textbox" });
      await typeInto(customer, "Postal code", "18055", { role: "textbox" });
      // The searchable country select: type to filter, ArrowDown to the match, Enter picks it.
      await typeInto(customer, "Country", "Germa", { role: "combobox" });
      await customer.keyboard.press("ArrowDown");
      await customer.keyboard.press("Enter");
      await expect
        .poll(() => customer.getByRole("combobox", { name: "Country" }).inputValue())
        .toBe("Germany");
      // Escape closes the first calendar; the second closes as Tab moves on (past its clear button).
      await typeDate(customer, "Preferred start date", "2030-04-07");
      await customer.keyboard.press("Escape");
      await typeDate(customer, "Preferred end date", "2030-04-11");
      await tabTo(customer, "Preferred time", { role: "combobox" });
      await customer.getByRole("dialog").waitFor({ state: "detached" });
      await chooseOption(customer, "Morning (8:00-12:00)");
      await typeInto(customer, "Additional details (optional)", "Roof mount on a gabled roof", {
        role: "textbox",
      });
      await tabTo(customer, "Property photos (optional)", { role: "button" });
      const chooser = await openFileChooser(customer);
      await chooser.setFiles(photo("gable.png", 12));
      await waitForToast(customer, "Photo Added", 30_000);
      await tabTo(customer, "Submit Installation Request", { role: "button" });
      await enterToScreen(customer, "My Installation Requests");
      await customer.getByRole("article", { name: title }).waitFor();

      // An approved installer accepts it from their dashboard.
      // The installer works on a phone.
      const installer = await browser.newPage({ width: 375, height: 800 });
      await signUpApprovedInstaller(installer);
      await installer.goto("/dashboard");
      await installer.getByRole("heading", { level: 1, name: "Available Jobs" }).waitFor();
      const job = installer.getByRole("article", { name: title });
      await tabTo(installer, "Accept Job", { role: "button", within: job, max: 200 });
      await installer.keyboard.press("Enter");
      const acceptDialog = installer.getByRole("dialog", { name: "Accept this job?" });
      await acceptDialog.waitFor();
      await tabTo(installer, "Accept Job", { role: "button", within: acceptDialog, max: 10 });
      await installer.keyboard.press("Enter");
      await waitForToast(installer, "Lead Accepted");
      await job.getByText("Accepted", { exact: true }).waitFor();
      // Accept Job went with the dialog's success: focus waits on the card's next button.
      await expectFocus(installer, "button", "View Details");
      expect(await job.evaluate((card) => card.contains(document.activeElement))).toBe(true);

      // Into the job, and the chat: each says hello.
      await enterToScreen(installer, title);
      await sendInChat(installer, "Hello, I can come on Monday morning.", "Enter");
      await closeChat(installer);

      await openDetail(customer, title);
      await sendInChat(customer, "Monday morning suits me, see you then.", "Send button");
      await customer
        .getByRole("dialog", { name: "Conversation" })
        .getByText("Hello, I can come on Monday morning.")
        .waitFor();
      await closeChat(customer);

      // On site, then done with three captioned photos.
      await tabTo(installer, "Mark On Site", { role: "button", backwards: true });
      await installer.keyboard.press("Enter");
      await waitForToast(installer, "Marked On Site");
      // The pressed button is gone with its step; focus waits on the actions' heading.
      await expectFocus(installer, "heading", "Actions");
      await tabTo(installer, "Completion photos", { role: "button" });
      const completion = await openFileChooser(installer, " ");
      await completion.setFiles([
        photo("dish.png", 4),
        photo("cable.png", 5),
        photo("router.png", 6),
      ]);
      const captions = ["Dish on the gable", "Cable through the attic", "Router in the hall"];
      for (const [index, caption] of captions.entries()) {
        await typeInto(installer, `Caption for photo ${index + 1}`, caption, { role: "textbox" });
      }
      await tabTo(installer, "Mark Job Complete", { role: "button" });
      await installer.keyboard.press("Enter");
      await waitForToast(installer, "Job Marked Complete", 30_000);
      await expectFocus(installer, "heading", "Actions");

      // The customer sees the work and approves it.
      await customer.getByText("Dish on the gable", { exact: true }).waitFor({ timeout: 20_000 });
      await tabTo(customer, "Approve Work", { role: "button", backwards: true });
      await customer.keyboard.press("Enter");
      const approveDialog = customer.getByRole("dialog", { name: "Approve the work?" });
      await approveDialog.waitFor();
      await tabTo(customer, "Approve & Release Payment", {
        role: "button",
        within: approveDialog,
        max: 10,
      });
      await customer.keyboard.press("Enter");
      await waitForToast(customer, "Job Approved");
      await expectFocus(customer, "heading", "Actions");
      await customer.locator("main").getByText("Approved", { exact: true }).first().waitFor();
    },
  );

  it("a customer deletes a request; focus, whose button went with it, lands on the list's heading", async () => {
    const page = await browser.newPage();
    const customer = await signUpInPage(page, "customer");
    const city = uniqueCity("Wismar");
    const title = `Starlink Installation in ${city}`;
    await callApi(customer.token, "POST", "/workflow/leads", {
      address: { street: "Am Markt 3", city, postalCode: "23966" },
      description: "Wall mount beside the door",
    });
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: title });
    await card.waitFor();

    await tabTo(page, "Delete", { role: "button", within: card });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete request?" });
    await dialog.waitFor();
    await tabTo(page, "Delete Request", { role: "button", within: dialog, max: 10 });
    await page.keyboard.press("Enter");
    await waitForToast(page, "Request Deleted");
    await card.waitFor({ state: "detached" });
    await expectFocus(page, "heading", "My Installation Requests");
  });
});
