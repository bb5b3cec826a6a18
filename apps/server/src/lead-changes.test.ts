import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createLead, createUser } from "@uplink/api/testing";
import type { Lead } from "@uplink/domain";
import { STREAM_READY, useSseClients, type SseClient } from "./sse-client";
import { useTwoListeningInstances, signInThrough } from "./test-support";

/*
 * Issue 13: lists of leads update without a reload — leads.changes tells each viewer which
 * of their leads changed, as any instance writes it: a customer their requests, an installer
 * the jobs they hold, approved installers every new open job, administrators everything.
 */

const password = "correct horse";
const pair = useTwoListeningInstances();
const { urls } = pair;
const openStream = useSseClients();

const signIn = (app: FastifyInstance, email: string) => signInThrough(app, email, password);

async function person(role: "customer" | "installer" | "administrator", approved = true) {
  const user = await createUser(pair.one.database.db, {
    role,
    password,
    ...(role === "installer" ? { verificationStatus: approved ? "APPROVED" : "ACCEPTED" } : {}),
  });
  return { ...user, token: await signIn(pair.one.app, user.email) };
}

async function changesOf(token: string, base = urls.other): Promise<SseClient> {
  const stream = await openStream(`${base}/trpc/leads.changes`, {
    authorization: `Bearer ${token}`,
  });
  expect(stream.status).toBe(200);
  // Authorised and listening before anything changes: the server says so first.
  expect(await stream.next(1_000)).toEqual(STREAM_READY);
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
    const stream = await openStream(`${urls.one}/trpc/leads.changes`);
    const refused = await stream.next(1_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });
});
