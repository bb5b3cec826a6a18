import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedJustNow, outboxMailsTo } from "@uplink/api/testing";
import { createDatabase, type UserRow } from "@uplink/db";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/* Issue 25 on the REST surface: reviews, replies and hiding, their statuses and refusals. */

let t: TestApp;
let cast: SignedInCast;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await signInCast(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const GOOD = "Careful work and a tidy cable run.";

function send(method: "GET" | "POST", user: UserRow, url: string, payload?: object, lang?: string) {
  return t.app.inject({
    method,
    url,
    headers: { ...cast.bearer(user), ...(lang ? { "accept-language": lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const approvedLead = () => approvedJustNow(t.database.db, cast.customer.id, cast.installer.id);

describe("POST /api/workflow/leads/{id}/review", () => {
  it("answers 201 with the review", async () => {
    const lead = await approvedLead();
    const answer = await send("POST", cast.customer, `/api/workflow/leads/${lead.id}/review`, {
      rating: 5,
      text: GOOD,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ review: { rating: 5, text: GOOD, revealed: false } });
  });

  it("answers 400 with the field's message in the reader's language", async () => {
    const lead = await approvedLead();
    const url = `/api/workflow/leads/${lead.id}/review`;
    const rating = await send("POST", cast.customer, url, { rating: 0, text: GOOD }, "de");
    expect(rating.statusCode).toBe(400);
    expect(rating.json()).toMatchObject({ message: "Bitte vergeben Sie 1 bis 5 Sterne" });
    const short = await send("POST", cast.customer, url, { rating: 5, text: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "Please write between 10 and 2000 characters",
    });
    for (const payload of [{ rating: "five", text: GOOD }, { rating: 5, text: 12 }, {}]) {
      const answer = await send("POST", cast.customer, url, payload);
      expect([JSON.stringify(payload), answer.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
  });

  it("answers 409 to a second review, 403 to an administrator and 404 to another customer", async () => {
    const lead = await approvedLead();
    const url = `/api/workflow/leads/${lead.id}/review`;
    const body = { rating: 4, text: GOOD };
    expect((await send("POST", cast.installer, url, body)).statusCode).toBe(201);
    expect((await send("POST", cast.installer, url, body)).statusCode).toBe(409);
    expect((await send("POST", cast.admin, url, body)).statusCode).toBe(403);
    expect((await send("POST", cast.otherCustomer, url, body)).statusCode).toBe(404);
    expect((await send("POST", cast.otherInstaller, url, body)).statusCode).toBe(403);
    const reviews = await send("GET", cast.otherCustomer, `/api/workflow/leads/${lead.id}/reviews`);
    expect(reviews.statusCode).toBe(404);
  });
});

describe("GET /api/workflow/leads/{id}/reviews", () => {
  it("shows the other's review only once both have reviewed", async () => {
    const lead = await approvedLead();
    const url = `/api/workflow/leads/${lead.id}/reviews`;
    await send("POST", cast.customer, `/api/workflow/leads/${lead.id}/review`, {
      rating: 3,
      text: GOOD,
    });
    expect((await send("GET", cast.installer, url)).json()).toEqual({ reviews: [] });
    await send("POST", cast.installer, `/api/workflow/leads/${lead.id}/review`, {
      rating: 5,
      text: "Friendly and ready on time.",
    });
    const seen = (await send("GET", cast.installer, url)).json<{ reviews: { rating: number }[] }>();
    expect(seen.reviews.map((review) => review.rating)).toEqual([3, 5]);
  });
});

describe("GET /api/admin/reviews", () => {
  it("lists reviews newest first to administrators, the flagged ones as written", async () => {
    const lead = await approvedLead();
    const written = "Fine job. My mobile is +49 170 1234567";
    await send("POST", cast.customer, `/api/workflow/leads/${lead.id}/review`, {
      rating: 4,
      text: written,
    });
    const answer = await send("GET", cast.admin, "/api/admin/reviews?filter=flagged&limit=1");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({
        lead: { id: lead.id, title: lead.title },
        rating: 4,
        text: written,
        flagged: true,
        hidden: null,
      }),
    ]);
    const next = await send(
      "GET",
      cast.admin,
      `/api/admin/reviews?filter=flagged&limit=1&cursor=${answer.json<{ id: string }[]>()[0]!.id}`,
    );
    expect(next.json()).toEqual([]);
  });

  it("answers 403 to customers and installers, 401 without a session, 400 to odd queries", async () => {
    for (const user of [cast.customer, cast.installer]) {
      expect((await send("GET", user, "/api/admin/reviews")).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/reviews" })).statusCode).toBe(401);
    for (const query of ["filter=best", "limit=0", "limit=101", "cursor=nope", "cursor=%00"]) {
      const answer = await send("GET", cast.admin, `/api/admin/reviews?${query}`);
      expect([query, answer.statusCode]).toEqual([query, 400]);
    }
  });
});

describe("the review window's job", () => {
  it("reveals a lone review whose window has closed, and mails the installer it is about", async () => {
    const lead = await approvedLead();
    await send("POST", cast.customer, `/api/workflow/leads/${lead.id}/review`, {
      rating: 2,
      text: "The dish points at a tree.",
    });
    await t.database.db
      .updateTable("leads")
      .set({ approvedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where("id", "=", lead.id)
      .execute();
    // An instance with its jobs runs the sweep when it starts.
    const dataDir = await mkdtemp(path.join(tmpdir(), "uplink-data-"));
    const database = await createDatabase({ databaseUrl: t.database.url, dataDir });
    const withJobs = await buildApp({
      config: loadConfig({ LOG_LEVEL: "warn", DATA_DIR: dataDir }),
      db: database.db,
      logStream: new PassThrough().resume(),
      jobs: true,
    });
    try {
      await withJobs.ready();
      const [mail] = await outboxMailsTo(dataDir, cast.installer.email);
      expect(mail?.text).toContain("You were rated 2 out of 5.");
    } finally {
      await withJobs.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("GET /api/installers and /api/installers/{id}, without a session", () => {
  it("answers the profile and the directory to anyone, and 400 naming an unknown town", async () => {
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/installers/${cast.installer.id}`,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain(cast.installer.email);
    expect(profile.body).not.toContain(cast.installer.lastName);
    const customer = await t.app.inject({
      method: "GET",
      url: `/api/installers/${cast.customer.id}`,
    });
    expect(customer.statusCode).toBe(404);
    const directory = await t.app.inject({
      method: "GET",
      url: "/api/installers?near=Freising&country=DE&radiusKm=10",
    });
    expect(directory.statusCode).toBe(200);
    expect(directory.json()).toEqual([]);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/installers?near=Atlantis&country=DE",
      headers: { "accept-language": "de" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining("„Atlantis“") });
    for (const query of [
      "near=Freising&country=XX",
      "near=Freising&country=DE&radiusKm=501",
      "country=DE",
    ]) {
      expect(
        (await t.app.inject({ method: "GET", url: `/api/installers?${query}` })).statusCode,
      ).toBe(400);
    }
  });
});

describe("the public installer paths' rate limit", () => {
  it("answers 429 past RATE_LIMIT_API_PER_MINUTE, as every API path does", async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: "3" } });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 4; call += 1) {
        const answer = await limited.app.inject({
          method: "GET",
          url: "/api/installers?near=Freising&country=DE",
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
