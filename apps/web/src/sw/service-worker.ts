/*
 * The service worker (issue 23), built on its own by build-plugins/service-worker.ts,
 * which puts the shell's file list and version before it (`__UPLINK_SHELL__`).
 *
 * - The app shell (index.html, every script and stylesheet of the build, the manifest
 *   and icons) is cached when the worker installs; a navigation goes to the network and,
 *   when that fails, gets the cached index.html, so the app opens offline.
 * - Fingerprinted files (/assets/) are served from the cache, else fetched; they never
 *   change. Only this build's are kept (`uplink-assets`): an open page of an older
 *   version still gets its own from the network, and a version that activates deletes
 *   the earlier builds' files from the cache, so it does not grow with every deploy.
 * - The API (/api, /trpc) is never touched: network only, never cached.
 * - A new version installs, takes over at once (skipWaiting, clients.claim) and drops the
 *   previous shell: an open page keeps running its code, and the next navigation or
 *   reload gets the new shell. No prompt.
 * - Background Sync: when the browser says the connection is back, the worker sends the
 *   outbox itself (send-outbox.ts), also with no page open, tells the open pages what it
 *   sent, and tells them to send what it left (refused, or kept without a token). When
 *   something could not get through, the sync fails and the browser tries it again later.
 */
import {
  OUTBOX_FLUSH_MESSAGE,
  OUTBOX_SYNC_TAG,
  type OutboxSentMessage,
} from "../features/offline/outboxSignals";
import { sendOutbox } from "./send-outbox";

// The DOM library knows nothing of a worker's events: what this one uses, declared here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerScope {
  __UPLINK_SHELL__: { version: string; files: string[]; assets: string[] };
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window" }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const { version, files, assets } = worker.__UPLINK_SHELL__;
const buildAssets = new Set(assets);
const SHELL_PREFIX = "uplink-shell-";
const SHELL_CACHE = `${SHELL_PREFIX}${version}`;
const ASSET_CACHE = "uplink-assets";
const SHELL_PAGE = "/index.html";
const NEVER_CACHED = /^\/(?:api|trpc|metrics)(?:\/|$)/;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(files))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([dropEarlierShells(), dropEarlierAssets()]).then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => shellPage()));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cachedOrFetched(request));
  } else if (files.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

worker.addEventListener("sync", (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(sendOutboxAndTell());
});

/**
 * Sends the outbox, then tells the open pages what was sent and to send what is left;
 * fails (the browser tries again later) when something could not get through.
 */
async function sendOutboxAndTell(): Promise<void> {
  const { sent, stalled } = await sendOutbox();
  const told: OutboxSentMessage = { type: "uplink-outbox-sent", sent };
  for (const page of await worker.clients.matchAll({ type: "window" })) {
    if (sent.length > 0) page.postMessage(told);
    page.postMessage(OUTBOX_FLUSH_MESSAGE);
  }
  if (stalled) throw new Error("the outbox could not get through yet");
}

async function dropEarlierShells(): Promise<void> {
  const names = await caches.keys();
  const earlier = names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE);
  await Promise.all(earlier.map((name) => caches.delete(name)));
}

/** Deletes from the asset cache every file that is not of this build. */
async function dropEarlierAssets(): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.keys();
  const earlier = kept.filter((request) => !buildAssets.has(new URL(request.url).pathname));
  await Promise.all(earlier.map((request) => cache.delete(request)));
}

async function shellPage(): Promise<Response> {
  return (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
}

async function cachedOrFetched(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && buildAssets.has(new URL(request.url).pathname)) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
