import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS } from "@uplink/api/server";
import { createLead, createUser, sessionOf } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { answerWithin, useTwoInstances, signInThrough } from "./test-support";

/*
 * Sessions are looked up from memory for a few seconds; a change made through one
 * instance of the app must be seen by another on the same database within a second.
 */

const password = "correct horse";
const notSignedIn = { code: "UNAUTHORIZED", message: messages.server.notSignedIn };

const pair = useTwoInstances();

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

const signIn = (app: FastifyInstance, email: string) => signInThrough(app, email, password);

function me(app: FastifyInstance, token: string) {
  return app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
}

/** Waits until the first instance has logged `text`. */
async function logged(text: string) {
  const deadline = Date.now() + 5_000;
  while (!pair.one.logs().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(pair.one.logs()).toContain(text);
}

function refusedWithin(app: FastifyInstance, token: string, deadlineMs = 1_000) {
  return answerWithin(
    app,
    { method: "GET", url: "/api/auth/me", headers: bearer(token) },
    (response) => response.statusCode === 401,
    deadlineMs,
  );
}

describe("two instances on one database", () => {
  it("a sign-out on one is refused on the other within a second", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const token = await signIn(pair.one.app, user.email);
    expect((await me(pair.other.app, token)).statusCode).toBe(200);
    expect((await me(pair.other.app, token)).statusCode).toBe(200);

    const signOut = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(200);
    const refused = await refusedWithin(pair.other.app, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject(notSignedIn);
  });

  it("a session revoked on one is refused on the other within a second, the others stay", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const laptop = await signIn(pair.one.app, user.email);
    const phone = await signIn(pair.one.app, user.email);
    expect((await me(pair.other.app, laptop)).statusCode).toBe(200);
    expect((await me(pair.other.app, phone)).statusCode).toBe(200);

    const { id } = await sessionOf(pair.one.database.db, laptop);
    const revoke = await pair.one.app.inject({
      method: "POST",
      url: `/api/auth/sessions/${id}/revoke`,
      headers: bearer(phone),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await refusedWithin(pair.other.app, laptop)).statusCode).toBe(401);
    expect((await me(pair.other.app, phone)).statusCode).toBe(200);
  });

  it("a password changed on one signs the other sessions out on the other within a second", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const laptop = await signIn(pair.one.app, user.email);
    const phone = await signIn(pair.one.app, user.email);
    expect((await me(pair.other.app, laptop)).statusCode).toBe(200);
    expect((await me(pair.other.app, phone)).statusCode).toBe(200);

    const change = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: bearer(phone),
      payload: { currentPassword: password, newPassword: "battery staple horse" },
    });
    expect(change.statusCode).toBe(200);
    expect((await refusedWithin(pair.other.app, laptop)).statusCode).toBe(401);
    expect((await me(pair.other.app, phone)).statusCode).toBe(200);
  });

  it("an installer approved on one sees new requests on the other within a second", async () => {
    const customer = await createUser(pair.one.database.db, { role: "customer" });
    const lead = await createLead(pair.one.database.db, customer.id);
    const installer = await createUser(pair.one.database.db, {
      role: "installer",
      verificationStatus: "ACCEPTED",
      emailVerified: true,
      password,
    });
    const admin = await createUser(pair.one.database.db, { role: "administrator", password });
    const installerToken = await signIn(pair.one.app, installer.email);
    const adminToken = await signIn(pair.one.app, admin.email);
    const jobs = { method: "GET", url: "/api/workflow/leads", headers: bearer(installerToken) };
    const leadIds = (response: { body: string }) =>
      (JSON.parse(response.body) as { id: string }[]).map((item) => item.id);
    expect(leadIds(await pair.other.app.inject(jobs as InjectOptions))).not.toContain(lead.id);

    const approve = await pair.one.app.inject({
      method: "POST",
      url: `/api/admin/approve-installer/${installer.id}`,
      headers: bearer(adminToken),
    });
    expect(approve.statusCode).toBe(200);
    const listed = await answerWithin(
      pair.other.app,
      jobs,
      (response) => leadIds(response).includes(lead.id),
      1_000,
    );
    expect(leadIds(listed)).toContain(lead.id);
  });
});

describe("one instance", () => {
  it("refuses a session at once after it signed out, revoked it, or changed the password", async () => {
    const user = await createUser(pair.one.database.db, { password });
    for (let round = 0; round < 10; round += 1) {
      const token = await signIn(pair.one.app, user.email);
      expect((await me(pair.one.app, token)).statusCode).toBe(200);
      await pair.one.app.inject({
        method: "POST",
        url: "/api/auth/signout",
        headers: bearer(token),
      });
      expect((await me(pair.one.app, token)).statusCode).toBe(401);
    }

    const laptop = await signIn(pair.one.app, user.email);
    const phone = await signIn(pair.one.app, user.email);
    expect((await me(pair.one.app, laptop)).statusCode).toBe(200);
    const { id } = await sessionOf(pair.one.database.db, laptop);
    await pair.one.app.inject({
      method: "POST",
      url: `/api/auth/sessions/${id}/revoke`,
      headers: bearer(phone),
    });
    expect((await me(pair.one.app, laptop)).statusCode).toBe(401);

    const tablet = await signIn(pair.one.app, user.email);
    expect((await me(pair.one.app, tablet)).statusCode).toBe(200);
    const change = await pair.one.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: bearer(phone),
      payload: { currentPassword: password, newPassword: "battery staple horse" },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(pair.one.app, tablet)).statusCode).toBe(401);
    expect((await me(pair.one.app, phone)).statusCode).toBe(200);
  });

  it("keeps a session ended without a notification no longer than the cache's few seconds", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const token = await signIn(pair.one.app, user.email);
    const cachedAt = Date.now();
    expect((await me(pair.one.app, token)).statusCode).toBe(200);

    // Triggers do not fire for a replica's writes: this revocation notifies nothing.
    await pair.one.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .updateTable("sessions")
        .set({ revokedAt: new Date() })
        .where("userId", "=", user.id)
        .execute();
    });
    // Still answered from memory: the change went unheard...
    expect((await me(pair.one.app, token)).statusCode).toBe(200);
    // ...but only until the entry is too old to be used.
    const expired = cachedAt + SESSION_CACHE_TTL_MS;
    const refused = await refusedWithin(pair.one.app, token, expired + 1_000 - Date.now());
    expect(refused.statusCode).toBe(401);
  });

  it("forgets every session when its listening connection is lost, since changes may go unheard", async () => {
    const user = await createUser(pair.one.database.db, { password });
    const token = await signIn(pair.one.app, user.email);
    expect((await me(pair.one.app, token)).statusCode).toBe(200);

    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'uplink notification listener' and datname = current_database()
    `.execute(pair.one.database.db);
    await logged("session changes unheard");
    await pair.one.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .updateTable("sessions")
        .set({ revokedAt: new Date() })
        .where("userId", "=", user.id)
        .execute();
    });
    expect((await me(pair.one.app, token)).statusCode).toBe(401);

    await logged("session changes heard again");
    const other = await signIn(pair.one.app, user.email);
    expect((await me(pair.one.app, other)).statusCode).toBe(200);
  });
});
