import type { BrowserContext, CDPSession, Page } from "playwright-core";

/*
 * Issue 23's poor link: a rural 4G line or an ADSL line without a satellite, emulated in
 * Chromium with CDP `Network.emulateNetworkConditions` (which throttles request bodies
 * as well as answers: a 0.9 MB POST takes 10 s at 0.75 Mbit/s there).
 */

export interface LinkConditions {
  downloadMbitPerSecond: number;
  uploadMbitPerSecond: number;
  latencyMs: number;
}

export const POOR_LINK: LinkConditions = {
  downloadMbitPerSecond: 1.6,
  uploadMbitPerSecond: 0.75,
  latencyMs: 150,
};

/** Megabits per second as CDP wants a throughput: bytes per second (1 Mbit = 10⁶ bits). */
export function bytesPerSecond(megabitsPerSecond: number): number {
  return (megabitsPerSecond * 1_000_000) / 8;
}

/** The link in words, for the report: `1.6 Mbit/s down, 0.75 Mbit/s up, 150 ms`. */
export function describeLink(link: LinkConditions): string {
  return `${link.downloadMbitPerSecond} Mbit/s down, ${link.uploadMbitPerSecond} Mbit/s up, ${link.latencyMs} ms`;
}

/**
 * The parameters of `Network.emulateNetworkConditions` for `link`; without its upload
 * leg (-1: not throttled) when something else paces uploads (counting-proxy.ts).
 */
export function emulationOf(link: LinkConditions, upload = true) {
  return {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: bytesPerSecond(link.downloadMbitPerSecond),
    uploadThroughput: upload ? bytesPerSecond(link.uploadMbitPerSecond) : -1,
  };
}

/** What a page fetched over the link, as Chromium counted it. */
export interface Transferred {
  /** Sum of `encodedDataLength` of every finished load: headers and bodies as received. */
  bytes: number;
  requests: number;
  /** Bytes per URL, for finding one answer among them. */
  byUrl: Map<string, number>;
}

/**
 * Puts `page` on `link` with its HTTP cache disabled (a cold cache on every load), and
 * counts what it receives from now on; `upload` false leaves uploads to a relay.
 */
export async function onPoorLink(
  context: BrowserContext,
  page: Page,
  link: LinkConditions = POOR_LINK,
  upload = true,
): Promise<{ cdp: CDPSession; transferred: Transferred }> {
  const cdp = await context.newCDPSession(page);
  const transferred: Transferred = { bytes: 0, requests: 0, byUrl: new Map() };
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.loadingFinished", (event) => {
    transferred.bytes += event.encodedDataLength;
    transferred.requests += 1;
    const url = urls.get(event.requestId);
    if (url !== undefined) {
      transferred.byUrl.set(url, (transferred.byUrl.get(url) ?? 0) + event.encodedDataLength);
    }
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", emulationOf(link, upload));
  return { cdp, transferred };
}
