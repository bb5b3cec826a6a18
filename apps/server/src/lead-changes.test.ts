import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead, createUser } from "@uplink/api/testing";
import type { Lead } from "@uplink/domain";
import { SseClient } from "./sse-client";
import { useTwoInstances } from "./test-support";

/*
 * Issue 13: lists of leads update without a reload — leads.changes tells each viewer which
 * of their leads changed, as any instance writes it: a customer their requests, an installer
 * the jobs they hold, approved installers every new open job, administrators everything.
 */

const password = "correct horse";
const pair = useTwoInstances();
const urls: { one: string; other: string } = { one: "", other: "" };
const streams: SseClient[] = [];

beforeAll(async () => {
  urls.one = await pair.one.app.listen({ port: 0, host: "127.0.0.1" });
  urls.other = await pair.other.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function person(role: "customer" | "installer" | "administrator", approved = true) {
  const user = await createUser(pair.one.database.db, {
    role,
    password,
    ...(role === "installer" ? { verificationStatus: approved ? "APPROVED" : "ACCEPTED" } : {}),
  });
  return { ...user, token: await signIn(pair.one.app, user.email) };
}

async function changesOf(token: string, base = urls.other): Promise<SseClient> {
  const stream = await SseClient.open(`${base}/trpc/leads.changes`, {
    authorization: `Bearer ${token}`,
  });
  expect(stream.status).toBe(200);
  streams.push(stream);
  // Connected, and listening, before anything changes.
  await stream.drain(200);
  return stream;
}

/** The lead ids the stream told of within a second (none: []). */
async function toldOf(stream: SseClient): Promise<string[]> {
  const events = await stream.drain(1_000);
  return events.flatMap((event) => (JSON.parse(event.data) as { leadIds: string[] }).leadIds);
}

describe("leads.changes", () => {
  it("tells a customer of their request accepted on another instance, and no one else's", async () => {
    const customer = await person("customer");
    const neighbour = await person("customer");
    const installer = await person("installer");
    const lead = await createLead(pair.one.database.db, customer.id);
    const mine = await changesOf(customer.token);
    const theirs = await changesOf(neighbour.token);

    const accepted = await pair.one.app.inject({
      method: "POST",
      url: `/api/workflow/leads/${lead.id}/accept`,
      headers: { authorization: `Bearer ${installer.token}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await toldOf(mine)).toEqual([lead.id]);
    expect(await toldOf(theirs)).toEqual([]);
  });

  it("tells approved installers and administrators of a new open job, not an installer awaiting review", async () => {
    const customer = await person("customer");
    const approved = await changesOf((await person("installer")).token);
    const inReview = await changesOf((await person("installer", false)).token);
    const admin = await changesOf((await person("administrator")).token, urls.one);

    const created = await pair.one.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { address: "Hauptstraße 1, Berlin, 10115" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<Lead>();
    expect(await toldOf(approved)).toEqual([id]);
    expect(await toldOf(admin)).toEqual([id]);
    expect(await toldOf(inReview)).toEqual([]);
  });

  it("tells an installer who left a job, since it leaves their list", async () => {
    const customer = await person("customer");
    const installer = await person("installer");
    const lead = await createLead(pair.one.database.db, customer.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    const theirs = await changesOf(installer.token);
    await pair.one.database.db
      .updateTable("leads")
      .set({ installerId: null, status: "NEW" })
      .where("id", "=", lead.id)
      .execute();
    expect(await toldOf(theirs)).toContain(lead.id);
  });

  it("is refused without a session", async () => {
    const stream = await SseClient.open(`${urls.one}/trpc/leads.changes`);
    streams.push(stream);
    const refused = await stream.next(1_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });
});
