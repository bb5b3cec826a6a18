import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  signUpApprovedInstaller,
  signUpThroughApi,
  uniqueCity,
  useToken,
} from "./accounts";
import { useBrowser } from "./browser";
import { startCuttableProxy, type CuttableProxy } from "./cuttable-proxy";
import { openFromDashboard } from "./dashboard";
import { chooseCountry } from "./forms";
import { noisyPng } from "./png";
import { waitForToast } from "./toast";

/*
 * Issue 23, with the network really cut: the page talks to the server only through a
 * local proxy that closes every connection while cut, so nothing the page does offline
 * can reach the server, whatever the browser believes.
 */

const browser = useBrowser();
const SAVED = "Saved — it will be sent when you're back online";
let proxy: CuttableProxy;

beforeAll(async () => {
  proxy = await startCuttableProxy(browser.baseUrl);
});
afterEach(() => {
  proxy.reconnect();
  // Each journey counts the requests that reached the server from its own start.
  proxy.forwarded.length = 0;
});
afterAll(async () => {
  await proxy.close();
});

const pngDataUrl = (seed: number) =>
  `data:image/png;base64,${noisyPng(800, 600, seed).toString("base64")}`;

/**
 * How often a page with kept submissions tries to send them (OUTBOX_RETRY_MS of
 * apps/web's useOutboxSender): the page's only way to notice that a link which carried
 * nothing carries again, navigator.onLine having stayed true.
 */
const OUTBOX_RETRY_MS = 10_000;

/**
 * A page at the proxy, signed in as `token`, once the service worker controls it. Its
 * clock runs as usual, and a journey may move it on (as the time it would wait) instead
 * of waiting for the outbox's next retry in real time.
 */
async function pageThroughProxy(token: string): Promise<Page> {
  const page = await browser.newPage({ baseUrl: proxy.url, serviceWorkers: "allow" });
  await page.clock.install();
  await useToken(page, token);
  // The app's own page registers the worker.
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page;
}

/**
 * The connection returns, and the page's time moves on to its outbox's next retry, which
 * finds it (the retry itself, its request and its answer run in real time).
 */
async function reconnectAndRetry(page: Page): Promise<void> {
  proxy.reconnect();
  await page.clock.fastForward(OUTBOX_RETRY_MS);
}

/** The requests that reached the server for procedure `path` (tRPC, one call each). */
const reached = (path: string) =>
  proxy.forwarded.filter(
    (request) => request.method === "POST" && request.path.startsWith(`/trpc/${path}`),
  );

/**
 * An installer's job on site, its completion form filled with three captioned photos
 * (uploaded while online) and submitted with the connection cut: kept in the outbox.
 */
async function completionSavedOffline() {
  const customer = await signUpThroughApi("customer");
  const installer = await signUpApprovedInstaller(await browser.newPage());
  const city = uniqueCity("Dorf");
  const title = `Starlink Installation in ${city}`;
  const lead = await callApi(customer.token, "POST", "/workflow/leads", {
    address: { street: "Feldweg 2", city, postalCode: "24103" },
    description: "Pole mount in the field",
    photos: [pngDataUrl(41)],
  });
  await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);
  await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/on-site`);

  const page = await pageThroughProxy(installer.token);
  // Opened once online, with the worker in control: the screen's code is cached.
  await openFromDashboard(page, title);
  await page.getByLabel("Completion photos").setInputFiles(
    [1, 2, 3].map((seed) => ({
      name: `done-${seed}.png`,
      mimeType: "image/png",
      buffer: noisyPng(800, 600, seed),
    })),
  );
  for (const [index, caption] of ["Dish", "Cable", "Router"].entries()) {
    await page.getByLabel(`Caption for photo ${index + 1}`).fill(caption);
  }

  proxy.cut();
  await page.getByRole("button", { name: "Mark Job Complete" }).click();
  await waitForToast(page, SAVED, 30_000);
  return { installer, lead, page };
}

/** How many submissions the outbox (IndexedDB `uplink-outbox`) of the page's origin keeps. */
function keptSubmissions(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("uplink-outbox");
        opening.onerror = () => reject(opening.error ?? new Error("IndexedDB unavailable"));
        opening.onsuccess = () => {
          const count = opening.result
            .transaction("submissions")
            .objectStore("submissions")
            .count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error("count failed"));
        };
      }),
  );
}

/** The lead is DONE with the three captioned completion photos, each once. */
async function expectCompleted(token: string, leadId: string) {
  const detail = await callApi<{
    lead: { status: string };
    photos: { kind: string; caption: string | null }[];
  }>(token, "GET", `/workflow/leads/${leadId}`);
  expect(detail.lead.status).toBe("DONE");
  const completion = detail.photos.filter((photo) => photo.kind === "completion");
  expect(completion.map((photo) => photo.caption)).toEqual(["Dish", "Cable", "Router"]);
}

// Each journey waits for the worker to install and for the outbox's retry once reconnected.
describe("offline, through a proxy that is really cut", { timeout: 180_000 }, () => {
  it("an installer's completion photos wait through an offline reload and are sent once", async () => {
    const { installer, lead, page } = await completionSavedOffline();

    // The app shell comes from the worker: the page reloads with the network still cut.
    await page.reload();
    await page.getByText("1 waiting to send").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByText("Completion photos (3)").waitFor();
    expect(reached("leads.submitCompletion")).toHaveLength(0);

    await reconnectAndRetry(page);
    await page.getByText("1 waiting to send").waitFor({ state: "detached", timeout: 45_000 });
    expect(reached("leads.submitCompletion")).toHaveLength(1);
    expect(reached("leads.submitCompletion")[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await expectCompleted(installer.token, lead.id);
  });

  it("completion photos saved offline are sent by the service worker once no page is open (Background Sync)", async () => {
    const { installer, lead, page } = await completionSavedOffline();
    expect(await keptSubmissions(page)).toBe(1);
    const context = page.context();
    // A blank tab, not the app, to speak CDP through once the app's page is closed.
    const devtools = await context.newCDPSession(await context.newPage());
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => {
      registrations.push(...event.registrations);
    });
    await devtools.send("ServiceWorker.enable");
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const registration = registrations.find(
      (candidate) => candidate.scopeURL.startsWith(proxy.url) && !candidate.isDeleted,
    );
    if (registration === undefined) throw new Error("no service worker registered at the proxy");

    await page.close();
    expect(context.pages().map((open) => open.url())).toEqual(["about:blank"]);
    expect(reached("leads.submitCompletion")).toHaveLength(0);

    proxy.reconnect();
    // What Chromium does when the connection returns: it wakes the worker with the tag.
    await devtools.send("ServiceWorker.dispatchSyncEvent", {
      origin: proxy.url,
      registrationId: registration.registrationId,
      tag: "uplink-outbox",
      lastChance: false,
    });
    await expect
      .poll(
        async () =>
          (
            await callApi<{ lead: { status: string } }>(
              installer.token,
              "GET",
              `/workflow/leads/${lead.id}`,
            )
          ).lead.status,
        { timeout: 45_000 },
      )
      .toBe("DONE");
    await expectCompleted(installer.token, lead.id);
    expect(reached("leads.submitCompletion")).toHaveLength(1);
    expect(reached("leads.submitCompletion")[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The worker emptied the outbox: the app opened again finds nothing kept.
    const again = await context.newPage();
    await again.goto("/robots.txt");
    expect(await keptSubmissions(again)).toBe(0);
  });

  it("a customer's request posted offline is posted once when the connection returns", async () => {
    const customer = await signUpThroughApi("customer");
    const city = uniqueCity("Weiler");
    const page = await pageThroughProxy(customer.token);
    await page.goto("/create-lead");
    await page.getByRole("heading", { level: 1, name: "Request Starlink Installation" }).waitFor();
    await page.getByLabel("Street address").fill("Am Hang 4");
    await page.getByLabel("City").fill(city);
    await page.getByLabel("Postal code").fill("10115");
    await chooseCountry(page, "Germany");
    for (const [label, value] of [
      ["Preferred start date", "2030-02-10"],
      ["Preferred end date", "2030-02-14"],
    ] as const) {
      await page.getByLabel(label).fill(value);
      await page.keyboard.press("Escape");
    }
    await page.getByLabel("Preferred time").selectOption({ label: "Morning (8:00-12:00)" });
    // Photos are checked by the server as they are added, so this one is added online.
    await page.locator('input[type="file"]').setInputFiles({
      name: "house.png",
      mimeType: "image/png",
      buffer: noisyPng(800, 600, 5),
    });
    await waitForToast(page, "Photo Added", 30_000);

    proxy.cut();
    await page.getByRole("button", { name: "Submit Installation Request" }).click();
    await waitForToast(page, SAVED, 30_000);
    await page.getByText("1 waiting to send").waitFor({ timeout: 30_000 });
    expect(reached("leads.create")).toHaveLength(0);

    await reconnectAndRetry(page);
    await page.getByText("1 waiting to send").waitFor({ state: "detached", timeout: 45_000 });
    expect(reached("leads.create")).toHaveLength(1);
    const leads = await callApi<{ id: string; title: string }[]>(
      customer.token,
      "GET",
      "/workflow/leads",
    );
    const posted = leads.filter((lead) => lead.title === `Starlink Installation in ${city}`);
    expect(posted).toHaveLength(1);
    const detail = await callApi<{ photos: { kind: string }[] }>(
      customer.token,
      "GET",
      `/workflow/leads/${posted[0]?.id}`,
    );
    expect(detail.photos.map((photo) => photo.kind)).toEqual(["property"]);
  });
});
