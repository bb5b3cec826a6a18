import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createLead, createUser } from "@uplink/api/testing";
import type { Lead } from "@uplink/domain";
import { useLeadChanges, useSseClients } from "./sse-client";
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
const { open, toldOf } = useLeadChanges();

const signIn = (app: FastifyInstance, email: string) => signInThrough(app, email, password);

async function person(role: "customer" | "installer" | "administrator", approved = true) {
  const user = await createUser(pair.one.database.db, {
    role,
    password,
    ...(role === "installer" ? { verificationStatus: approved ? "APPROVED" : "ACCEPTED" } : {}),
  });
  return { ...user, token: await signIn(pair.one.app, user.email) };
}

const changesOf = (token: string, base = urls.other) =>
  open(base, { authorization: `Bearer ${token}` });

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
    expect(await toldOf(mine, 1)).toEqual([lead.id]);
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
    expect(await toldOf(approved, 1)).toEqual([id]);
    expect(await toldOf(admin, 1)).toEqual([id]);
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
    expect(await toldOf(theirs, 1)).toContain(lead.id);
  });

  it("is refused without a session", async () => {
    const stream = await openStream(`${urls.one}/trpc/leads.changes`);
    const refused = await stream.next(15_000);
    expect(refused?.event).toBe("serialized-error");
    expect(JSON.parse(refused?.data ?? "{}")).toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });
});
