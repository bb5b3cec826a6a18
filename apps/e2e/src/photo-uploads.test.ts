import type { Page, Request } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";
import { signUpInPage } from "./accounts";
import { chooseCountry } from "./forms";

const browser = useBrowser();

/**
 * A phone's photo: 4000×3000 of fine grain (a JPEG of about 4 MB, as a 12 MP phone
 * camera writes), different for every call.
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 10 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

interface SentBody {
  path: string;
  /** As it went on the wire (a photo's Blob body is not readable from the request). */
  bytes: number;
  /** A tRPC call's JSON. */
  body: string;
}

/** Every request the page sends with a body; read their sizes once they have finished. */
function recordRequests(page: Page): () => Promise<SentBody[]> {
  const requests: Request[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "GET") requests.push(request);
  });
  return () =>
    Promise.all(
      requests.map(async (request) => {
        const { pathname } = new URL(request.url());
        return {
          path: pathname,
          bytes: (await request.sizes()).requestBodySize,
          body: request.postData() ?? "",
        };
      }),
    );
}

interface SentLead {
  photoIds?: string[];
  photos?: unknown;
  json?: SentLead;
}

async function fillDate(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
  await page.keyboard.press("Escape");
}

describe("photos on a slow link", { timeout: 300_000 }, () => {
  it("a customer's three phone photos are shrunk, uploaded once each with progress, and the request names them by id", async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await signUpInPage(page, "customer");
    await page.goto("/create-lead");
    await page.getByRole("heading", { level: 1, name: "Request Starlink Installation" }).waitFor();
    const photos = [await phonePhoto(), await phonePhoto(), await phonePhoto()];
    for (const photo of photos) expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);

    // A slow rural uplink, so that each upload takes long enough to be seen in progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (2 * 1024 * 1024) / 8,
    });
    const sentBodies = recordRequests(page);

    await page.getByLabel("Street address").fill("Dorfstraße 3");
    await page.getByLabel("City").fill("Wittstock");
    await page.getByLabel("Postal code").fill("16909");
    await chooseCountry(page, "Germany");
    await fillDate(page, "Preferred start date", "2030-01-10");
    await fillDate(page, "Preferred end date", "2030-01-14");
    await page.getByLabel("Preferred time").selectOption({ label: "Morning (8:00-12:00)" });
    await page.locator('input[type="file"]').setInputFiles(
      photos.map((buffer, index) => ({
        name: `phone-${index + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer,
      })),
      { timeout: 120_000 },
    );

    const firstBar = page.getByRole("progressbar", { name: "Upload of phone-1.jpg" });
    await firstBar.waitFor({ timeout: 60_000 });
    expect(Number(await firstBar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(0);
    const submit = page.getByRole("button", { name: "Submit Installation Request" });
    await expect.poll(() => submit.isEnabled(), { timeout: 120_000, interval: 500 }).toBe(true);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await submit.click();
    await page.waitForURL("**/dashboard", { timeout: 60_000 });

    const bodies = await sentBodies();
    const uploads = bodies.filter((body) => body.path === "/api/photos/uploads");
    expect(uploads).toHaveLength(3);
    for (const [index, upload] of uploads.entries()) {
      expect(upload.bytes).toBeLessThan((photos[index]?.length ?? 0) / 2);
    }
    const create = bodies.filter((body) => body.path.includes("leads.create"));
    expect(create).toHaveLength(1);
    // A tRPC batch of one call: { "0": input } (or { "0": { json: input } } with a transformer).
    const call = Object.values(JSON.parse(create[0]?.body ?? "{}") as Record<string, SentLead>)[0];
    const input = call?.json ?? call;
    expect(input?.photoIds).toHaveLength(3);
    expect(input?.photos).toBeUndefined();
    expect(create[0]?.bytes).toBeLessThan(2048);
    const total = bodies.reduce((sum, body) => sum + body.bytes, 0);
    expect(total).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(bodies.some((body) => body.path.includes("verifyProperty"))).toBe(false);
  });
});
