import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { createGazetteer } from "@uplink/gazetteer";
import { revealedReviewOf } from "@uplink/api/testing";
import type { Database, UserRow } from "@uplink/db";
import {
  buildTestApp,
  sendOnTheWire,
  signInCast,
  type SignedInCast,
  type TestApp,
} from "./test-support";

/*
 * Issue 25: the public installer answers (profile and directory) given from memory before
 * Fastify (fast-paths/public-installers.ts) are Fastify's answers byte for byte, and any
 * change of what they show — through this instance or behind its back, as another
 * instance writes — voids them. `inject` never reaches the memory, so these tests talk
 * HTTP to a listening instance and take `inject` for Fastify's answer.
 */

let t: TestApp;
let cast: SignedInCast;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.database.db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
});

/**
 * Headers that differ between any two answers, however given, and the per-address limit's
 * counts, which no answer from memory carries (memory-answers.ts: counted, not told).
 */
const PER_ANSWER = new Set([
  "date",
  "x-request-id",
  "connection",
  "keep-alive",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
]);

function headersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Fastify's answer (inject: never the memory) and the HTTP answer, as raw bytes and headers. */
async function bothAnswers(url: string, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding
    ? { "accept-encoding": acceptEncoding }
    : {};
  const fastify = await t.app.inject({ method: "GET", url, headers });
  const http = await sendOnTheWire(base, url, { headers });
  return { fastify, http };
}

const fromMemory = (url: string) =>
  t
    .logs()
    .split("\n")
    .filter((line) => line.includes("request completed from memory") && line.includes(url)).length;

async function placeInMunich(db: Kysely<Database>, installer: UserRow, company: string) {
  const point = await createGazetteer().locatePlace({ country: "DE", city: "München" });
  await db
    .insertInto("installerProfiles")
    .values({
      userId: installer.id,
      companyName: company,
      bio: "Dishes on every roof, cables out of sight.",
      serviceCity: "München",
      servicePostalCode: "80331",
      country: "DE",
      serviceRadiusKm: 50,
      serviceLatitude: point!.lat,
      serviceLongitude: point!.lon,
    })
    .execute();
}

/** A revealed review of `installer` on a finished job of a new customer. */
const reviewOf = async (installer: UserRow, text: string) =>
  (await revealedReviewOf(t.database.db, installer, { text })).review;

/** Asks `url` over HTTP until `accept` holds (a change another instance made is heard soon, not at once). */
async function httpUntil(url: string, accept: (status: number, body: string) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await fetch(`${base}${url}`);
    const body = await response.text();
    if (accept(response.status, body) || Date.now() > deadline)
      return { status: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the public installer answers from memory", () => {
  it("are Fastify's answers byte for byte, plain and compressed, profile and directory", async () => {
    await placeInMunich(t.database.db, cast.installer, "Sky Mounts GmbH");
    for (let index = 0; index < 8; index += 1) {
      await reviewOf(cast.installer, `Neat cable run number ${index}, and tidy, thank you.`);
    }
    const urls = [
      `/api/installers/${cast.installer.id}`,
      `/api/installers/${cast.installer.id}?limit=1`,
      "/api/installers?near=Freising&country=DE",
    ];
    for (const url of urls) {
      for (const encoding of [undefined, "gzip, deflate, br", "gzip", "identity"]) {
        await bothAnswers(url, encoding); // Fastify's answer, remembered
        const before = fromMemory(url);
        const { fastify, http } = await bothAnswers(url, encoding);
        const label = `${url} ${encoding}`;
        expect(fromMemory(url), label).toBe(before + 1);
        expect(http.status, label).toBe(200);
        expect(headersOf(http.headers), label).toEqual(headersOf(fastify.headers));
        expect(http.raw.equals(fastify.rawPayload), label).toBe(true);
      }
    }
    // The profile is over the compression threshold: the bytes compared above were compressed.
    const { http } = await bothAnswers(urls[0]!, "br");
    expect(http.headers["content-encoding"]).toBe("br");
  });

  it("forgets a profile once a review is hidden, and it is 404 once the approval is revoked by another instance", async () => {
    const installer = cast.otherInstaller;
    await placeInMunich(t.database.db, installer, "Dish Works Bayern");
    const kept = await reviewOf(installer, "Kept: careful and quick work.");
    const hidden = await reviewOf(installer, "Hidden: came late but did fine.");
    const url = `/api/installers/${installer.id}`;
    await fetch(`${base}${url}`).then((r) => r.text());
    const remembered = await fetch(`${base}${url}`).then((r) => r.text());
    expect(remembered).toContain("Hidden: came late");
    const directory = "/api/installers?near=Freising&country=DE&radiusKm=5";
    await fetch(`${base}${directory}`).then((r) => r.text());
    expect(await fetch(`${base}${directory}`).then((r) => r.text())).toContain("Dish Works Bayern");

    const hide = await t.app.inject({
      method: "POST",
      url: `/api/admin/reviews/${hidden.id}/hide`,
      headers: cast.bearer(cast.admin),
      payload: { reason: "Not about the job." },
    });
    expect(hide.statusCode).toBe(200);
    // A write is answered once this instance heard what it notified: the very next answer.
    const after = await fetch(`${base}${url}`).then((r) => r.text());
    expect(after).toContain("Kept: careful");
    expect(after).not.toContain("Hidden: came late");
    expect(JSON.parse(after)).toMatchObject({ rating: { count: 1 } });
    expect(kept.id).toBeDefined();

    // Another instance revokes the approval: only the database tells this one.
    await t.database.db
      .updateTable("users")
      .set({ verificationStatus: "REJECTED" })
      .where("id", "=", installer.id)
      .execute();
    expect((await httpUntil(url, (status) => status === 404)).status).toBe(404);
    const listed = await httpUntil(directory, (_status, body) => !body.includes("Dish Works"));
    expect(listed.body).not.toContain("Dish Works Bayern");
    expect(listed.body).toContain("Sky Mounts GmbH");
  });
});
