import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  callApi,
  signUpApprovedInstaller,
  signUpInPage,
  uniqueCity,
  type SignedUp,
} from "./accounts";
import { useBrowser } from "./browser";
import { chatDialog, openChat } from "./chat";

const browser = useBrowser();
/**
 * Issue 13: a message reaches the other open chat within a second — measured and printed
 * ("live chat: … ms"). The pages' clocks stand still, so no poll can deliver it (the test
 * also asserts that no conversation was read): the wait allows 2.5 s, still under the
 * 5-second poll, because two browsers and a server sharing a loaded CI machine's two cores
 * once took longer than a second.
 */
const LIVE = { timeout: 2_500 };
/** SPEC §9's poll every 5 seconds, with room for the answer on a busy machine. */
const POLLED = { timeout: 8_000 };
const POLL_STATUS = /every 5 seconds/;

/**
 * A customer and an approved installer, each in a browser of their own, with a request the
 * installer accepted. With `clocks`, each page's clock is one the test can move on (its
 * time runs as usual until then).
 */
async function acceptedRequest(city: string, { clocks = false } = {}) {
  const customerPage = await browser.newPage();
  const installerPage = await browser.newPage();
  if (clocks) await Promise.all([customerPage.clock.install(), installerPage.clock.install()]);
  const customer = await signUpInPage(customerPage, "customer");
  const installer = await signUpApprovedInstaller(installerPage);
  const title = `Starlink Installation in ${city}`;
  const lead = await postLead(customer, city);
  await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);
  return { customerPage, installerPage, title };
}

function postLead(customer: SignedUp, city: string) {
  return callApi<{ id: string }>(customer.token, "POST", "/workflow/leads", {
    address: { street: "Am Wall 2", city, postalCode: "28195" },
    description: "Roof mount on a flat roof",
  });
}

/** Types `text` into the page's open chat and sends it; answers when it was sent. */
async function say(page: Page, text: string): Promise<number> {
  const box = chatDialog(page).getByRole("textbox", { name: "Message" });
  await box.fill(text);
  const sentAt = Date.now();
  await box.press("Enter");
  return sentAt;
}

/** The chat's reads of conversation.byId from now on (its first read or a poll). */
function conversationReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("conversation.byId")) reads.push(request);
  });
  return reads;
}

/**
 * Moves the page's clock on by `ms`, running every timer due by then (a poll among them),
 * and answers once every request the page made meanwhile has been seen: a request sent
 * afterwards (to /api/health) is seen after them.
 */
async function timePasses(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith("/api/health?after-the-wait")),
    page.evaluate(() => fetch("/api/health?after-the-wait")),
  ]);
}

/** Marks the page so that a reload (which would clear it) is noticed. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe("live updates in two browsers", () => {
  it("customer and installer see each other's messages within a second, without polling or reload", async () => {
    const { customerPage, installerPage, title } = await acceptedRequest(uniqueCity("Bremen"), {
      clocks: true,
    });
    const customerChat = await openChat(customerPage, title);
    const installerChat = await openChat(installerPage, title);
    for (const page of [customerPage, installerPage]) {
      await chatDialog(page).getByRole("status").getByText("Live", { exact: true }).waitFor();
      await markPage(page);
    }
    const customerReads = conversationReads(customerPage);
    const installerReads = conversationReads(installerPage);

    const asked = await say(customerPage, "Hello, can you come on Monday?");
    await installerChat.getByText("Hello, can you come on Monday?").waitFor(LIVE);
    const askedIn = Date.now() - asked;
    await customerChat.getByText("Hello, can you come on Monday?").waitFor(LIVE);

    const answered = await say(installerPage, "Monday at nine works.");
    await customerChat.getByText("Monday at nine works.").waitFor(LIVE);
    const answeredIn = Date.now() - answered;
    console.info(
      `live chat: customer → installer ${askedIn} ms, installer → customer ${answeredIn} ms`,
    );

    // Six seconds more on both pages' clocks: a poll would have happened by now.
    await Promise.all([timePasses(customerPage, 6_000), timePasses(installerPage, 6_000)]);
    expect(customerReads).toEqual([]);
    expect(installerReads).toEqual([]);
    expect(await customerChat.getByText("Monday at nine works.").count()).toBe(1);
    expect(await installerChat.getByText("Hello, can you come on Monday?").count()).toBe(1);
    expect(await stillTheSamePage(customerPage)).toBe(true);
    expect(await stillTheSamePage(installerPage)).toBe(true);
  });

  it("with the stream blocked, messages still arrive through the 5-second poll", async () => {
    const { customerPage, installerPage, title } = await acceptedRequest(uniqueCity("Kiel"));
    await customerPage.route("**/trpc/conversation.live**", (route) => route.abort());
    const customerChat = await openChat(customerPage, title);
    await chatDialog(customerPage).getByRole("status").getByText(POLL_STATUS).waitFor();
    const installerChat = await openChat(installerPage, title);
    await chatDialog(installerPage)
      .getByRole("status")
      .getByText("Live", { exact: true })
      .waitFor();
    const customerReads = conversationReads(customerPage);

    const sent = await say(installerPage, "I am on my way.");
    await customerChat.getByText("I am on my way.").waitFor(POLLED);
    console.info(`polled chat: installer → customer ${Date.now() - sent} ms`);
    expect(customerReads.length).toBeGreaterThan(0);
    expect(customerReads.every((read) => read.url().includes("after"))).toBe(true);

    // The other way the stream is open: the customer's message arrives live.
    await say(customerPage, "See you soon.");
    await installerChat.getByText("See you soon.").waitFor(LIVE);
    await customerChat.getByText("See you soon.").waitFor();
    expect(await customerChat.getByText("See you soon.").count()).toBe(1);
    await expect
      .poll(() => chatDialog(customerPage).getByRole("status").textContent())
      .toMatch(POLL_STATUS);
  });

  it("the customer's dashboard shows the request accepted when the installer accepts it in the other browser", async () => {
    const customerPage = await browser.newPage();
    const customer = await signUpInPage(customerPage, "customer");
    const city = uniqueCity("Rostock");
    const title = `Starlink Installation in ${city}`;
    await postLead(customer, city);
    await customerPage.goto("/dashboard");
    const request = customerPage.getByRole("article", { name: title });
    await request.getByText("New", { exact: true }).waitFor();
    await markPage(customerPage);

    const installerPage = await browser.newPage();
    await signUpApprovedInstaller(installerPage);
    await installerPage.goto("/dashboard");
    const job = installerPage.getByRole("article", { name: title });
    await job.getByRole("button", { name: "Accept Job" }).click();
    await installerPage
      .getByRole("dialog", { name: "Accept this job?" })
      .getByRole("button", { name: "Accept Job" })
      .click();
    await job.getByText("Accepted", { exact: true }).waitFor();
    const acceptedAt = Date.now();

    await request.getByText("Accepted", { exact: true }).waitFor({ timeout: 5_000 });
    console.info(`dashboard: accepted shown to the customer after ${Date.now() - acceptedAt} ms`);
    expect(await stillTheSamePage(customerPage)).toBe(true);
  });
});
