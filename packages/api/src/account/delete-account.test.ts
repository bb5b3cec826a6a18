import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  bookLedgerMovement,
  contextFor,
  createCaller,
  createLead,
  createUser,
  refusalOf,
  settlementOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

const password = "secret password";

function countOf(
  table: "sessions" | "authTokens" | "adminNotices" | "installerProfiles" | "photoRejections",
  userId: string,
) {
  return api.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

async function acceptedLeadWithEscrow(customerId: string) {
  const installer = await createUser(api.db, {
    role: "installer",
    verificationStatus: "APPROVED",
  });
  const lead = await createLead(api.db, customerId, {
    installerId: installer.id,
    status: "ACCEPTED",
  });
  await bookLedgerMovement(api.db, {
    leadId: lead.id,
    kind: "capture",
    from: { kind: "customer_funding", userId: customerId },
    to: { kind: "escrow", userId: null },
    cents: 15_000,
  });
  return { installer, lead };
}

async function named(user: UserRow, firstName: string, lastName: string): Promise<UserRow> {
  return api.db
    .updateTable("users")
    .set({ firstName, lastName })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Lines of activity as recordActivity writes them: each with the ids of the people it names. */
async function activityIds(
  lines: { body: string; subjectIds: string[] }[],
  actorId: string | null,
): Promise<string[]> {
  const rows = await api.db
    .insertInto("activities")
    .values(lines.map((line) => ({ kind: "test_line", ...line, actorId })))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

async function activityBodies(ids: string[]): Promise<string[]> {
  const rows = await api.db
    .selectFrom("activities")
    .select(["id", "body"])
    .where("id", "in", ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.body ?? "(missing)");
}

function ledgerEntriesOf(leadId: string) {
  return api.db
    .selectFrom("ledgerEntries")
    .innerJoin("ledgerTransactions", "ledgerTransactions.id", "ledgerEntries.transactionId")
    .select(["ledgerEntries.id", "ledgerEntries.accountId", "ledgerEntries.amountCents"])
    .where("ledgerTransactions.leadId", "=", leadId)
    .orderBy("ledgerEntries.id")
    .execute();
}

describe("account deletion (DELETE /api/me)", () => {
  it("anonymises the user, ends their sessions, and they cannot sign in again", async () => {
    const user = await createUser(api.db, { role: "installer", password });
    await api.db
      .insertInto("installerProfiles")
      .values({ userId: user.id, companyName: "Dish GmbH" })
      .execute();
    await api.db.insertInto("adminNotices").values({ userId: user.id, body: "Hi" }).execute();
    await api.db
      .insertInto("photoRejections")
      .values({ userId: user.id, reason: "The photo looks blank." })
      .execute();
    const name = `${user.firstName} ${user.lastName}`;
    const alert = await api.db
      .insertInto("alerts")
      .values({
        type: "leak_detection",
        description: `Contact details removed from a message by ${name} (${user.email})`,
        details: { original: "call me on 0151 2345678" },
        userId: user.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto("authTokens")
      .values({ userId: user.id, purpose: "verify_email", tokenHash: "h", expiresAt: new Date() })
      .execute();
    const other = await contextFor(api.deps, user.id);
    const ctx = await contextFor(api.deps, user.id);

    expect(await createCaller(ctx).account.delete({ password })).toEqual({ success: true });
    expect(ctx.cookies.cleared).toBe(1);

    const row = await api.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${user.id}@invalid`,
      firstName: "Deleted",
      lastName: "User",
      phone: null,
      username: null,
      clerkUserId: null,
      passwordHash: null,
      anonymisedAt: expect.any(Date),
    });
    for (const table of [
      "sessions",
      "authTokens",
      "adminNotices",
      "installerProfiles",
      "photoRejections",
    ] as const) {
      expect(await countOf(table, user.id), table).toBe(0);
    }
    expect(
      await api.db
        .selectFrom("alerts")
        .select(["description", "details"])
        .where("id", "=", alert.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      description: `Contact details removed from a message by Deleted User (deleted-${user.id}@invalid)`,
      details: null,
    });
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps, other.request)).auth.me()))
        .code,
    ).toBe("UNAUTHORIZED");
    expect(
      await refusalOf(
        createCaller(await anonymousContext(api.deps)).auth.signIn({ email: user.email, password }),
      ),
    ).toEqual({ code: "UNAUTHORIZED", message: messages.errors.invalidCredentials });
  });

  it("deletes the customer's NEW leads and their photos, and keeps the rest", async () => {
    const customer = await createUser(api.db, { password });
    const fresh = await createLead(api.db, customer.id);
    await api.db
      .insertInto("leadPhotos")
      .values({
        leadId: fresh.id,
        kind: "property",
        contentHash: "b".repeat(64),
        mimeType: "image/png",
        width: 640,
        height: 480,
        byteSize: 10,
      })
      .execute();
    const installer = await createUser(api.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const finished = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "APPROVED",
    });

    await createCaller(await contextFor(api.deps, customer.id)).account.delete({ password });
    const leads = await api.db
      .selectFrom("leads")
      .select("id")
      .where("customerId", "=", customer.id)
      .execute();
    expect(leads.map((lead) => lead.id)).toEqual([finished.id]);
    const photos = await api.db
      .selectFrom("leadPhotos")
      .select("id")
      .where("leadId", "=", fresh.id)
      .execute();
    expect(photos).toEqual([]);
  });

  it("writes their full name and email in no line of recent activity, and leaves other lines be", async () => {
    const leaving = await named(await createUser(api.db, { password }), "Eva", "Roth");
    const admin = await createUser(api.db, { role: "administrator" });
    const asLeaving = createCaller(await contextFor(api.deps, leaving.id));
    const posted = await asLeaving.leads.create({
      address: { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" },
    });
    await asLeaving.leads.delete({ id: posted.id });
    const other = await createUser(api.db);
    const lines = {
      asSubject: { body: "Installer Eva Roth was approved", subjectIds: [leaving.id] },
      quotingAnAlert: {
        body: `Admin One resolved the alert "Installer Eva Roth (${leaving.email}) was rejected"`,
        subjectIds: [admin.id, leaving.id],
      },
      longerName: {
        body: 'Eva Rothschild posted "Starlink Installation in Köln"',
        subjectIds: [other.id],
      },
      otherPerson: {
        body: 'Max Mustermann posted "Starlink Installation in Bonn"',
        subjectIds: [other.id],
      },
    };
    const ids = await activityIds(Object.values(lines), admin.id);

    await asLeaving.account.delete({ password });

    const bodies = await activityBodies(ids);
    expect(bodies).toEqual([
      "Installer Deleted User was approved",
      `Admin One resolved the alert "Installer Deleted User (deleted-${leaving.id}@invalid) was rejected"`,
      lines.longerName.body,
      lines.otherPerson.body,
    ]);
    const own = await api.db
      .selectFrom("activities")
      .select("body")
      .where("actorId", "=", leaving.id)
      .orderBy("createdAt")
      .execute();
    expect(own.map((row) => row.body)).toEqual([
      'Deleted User posted "Starlink Installation in Berlin"',
      'Deleted User deleted "Starlink Installation in Berlin"',
    ]);
  });

  it("matches a name with characters that mean something in a pattern as plain text", async () => {
    const leaving = await named(await createUser(api.db, { password }), "J.R.", "Ewing (Jr.)");
    const ids = await activityIds(
      [
        {
          body: 'J.R. Ewing (Jr.) approved "Starlink Installation in Dallas"',
          subjectIds: [leaving.id],
        },
        { body: "JxR. Ewing (Jr.) was approved", subjectIds: [leaving.id] },
      ],
      null,
    );
    await createCaller(await contextFor(api.deps, leaving.id)).account.delete({ password });
    expect(await activityBodies(ids)).toEqual([
      'Deleted User approved "Starlink Installation in Dallas"',
      "JxR. Ewing (Jr.) was approved",
    ]);
  });

  it("rewrites the lines that name them, not those of a namesake", async () => {
    const leaving = await named(await createUser(api.db, { password }), "Eva", "Roth");
    const namesake = await named(await createUser(api.db), "Eva", "Roth");
    const admin = await named(await createUser(api.db, { role: "administrator" }), "Ada", "Admin");
    const asAdmin = createCaller(await contextFor(api.deps, admin.id));
    await createCaller(await contextFor(api.deps, leaving.id)).leads.create({
      address: { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" },
    });
    await createCaller(await contextFor(api.deps, namesake.id)).leads.create({
      address: { street: "Marktplatz 2", city: "Bonn", postalCode: "53111" },
    });
    await asAdmin.admin.messageUser({ userId: leaving.id, message: "Please add a phone number." });
    await asAdmin.admin.messageUser({ userId: namesake.id, message: "Welcome aboard." });

    await createCaller(await contextFor(api.deps, leaving.id)).account.delete({ password });

    const bodies = await api.db
      .selectFrom("activities")
      .select("body")
      .where("actorId", "in", [leaving.id, namesake.id, admin.id])
      .execute();
    expect(bodies.map((row) => row.body).sort()).toEqual(
      [
        'Deleted User posted "Starlink Installation in Berlin"',
        'Eva Roth posted "Starlink Installation in Bonn"',
        "Ada Admin sent Deleted User a message",
        "Ada Admin sent Eva Roth a message",
      ].sort(),
    );
  });

  it("leaves a line containing the words of their name alone when it does not name them", async () => {
    const leaving = await named(
      await createUser(api.db, { password }),
      "approved",
      "automatically",
    );
    const ids = await activityIds(
      [
        // As the automatic release records it: the platform named by a word, nobody's id.
        {
          body: '"Starlink Installation in Berlin" was approved automatically',
          subjectIds: [],
        },
        {
          body: 'approved automatically posted "Starlink Installation in Köln"',
          subjectIds: [leaving.id],
        },
      ],
      null,
    );
    await createCaller(await contextFor(api.deps, leaving.id)).account.delete({ password });
    expect(await activityBodies(ids)).toEqual([
      '"Starlink Installation in Berlin" was approved automatically',
      'Deleted User posted "Starlink Installation in Köln"',
    ]);
  });

  it("removes the address from their leads past NEW, keeping amounts, statuses, dates and the ledger", async () => {
    const customer = await createUser(api.db, { password });
    const installer = await createUser(api.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const finished = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "APPROVED",
    });
    await api.db
      .updateTable("leads")
      .set({
        country: "DE",
        latitude: 52.52,
        longitude: 13.405,
        preferredStartDate: "2026-03-02",
        preferredEndDate: "2026-03-06",
        timeRange: "morning",
        specialRequirements: "Gate code 4711, ring at Roth",
        scheduledAt: new Date("2026-03-03T08:00:00Z"),
      })
      .where("id", "=", finished.id)
      .execute();
    for (const [kind, from, to] of [
      [
        "capture",
        { kind: "customer_funding", userId: customer.id },
        { kind: "escrow", userId: null },
      ],
      [
        "release",
        { kind: "escrow", userId: null },
        { kind: "installer_payable", userId: installer.id },
      ],
    ] as const) {
      await bookLedgerMovement(api.db, { leadId: finished.id, kind, from, to, cents: 15_000 });
    }
    const someoneElses = await createLead(api.db, installer.id);
    const leadRow = (id: string) =>
      api.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const before = await leadRow(finished.id);
    const ledgerBefore = await ledgerEntriesOf(finished.id);

    await createCaller(await contextFor(api.deps, customer.id)).account.delete({ password });

    expect(before).toMatchObject({ country: "DE", latitude: 52.52, locationCell: 142193 });
    expect(await leadRow(finished.id)).toEqual({
      ...before,
      street: "Deleted",
      city: "Deleted",
      postalCode: "Deleted",
      country: null,
      latitude: null,
      longitude: null,
      locationCell: null,
      specialRequirements: null,
      updatedAt: expect.any(Date),
    });
    expect(await ledgerEntriesOf(finished.id)).toEqual(ledgerBefore);
    expect(await settlementOf(api.db, finished.id)).toMatchObject({ balanced: true });
    expect(await leadRow(someoneElses.id)).toMatchObject({
      street: "Hauptstraße 1",
      city: "Berlin",
      postalCode: "10115",
    });
  });

  it("is refused with 409 while money of one of their leads is held in escrow", async () => {
    const customer = await createUser(api.db, { password });
    const { installer } = await acceptedLeadWithEscrow(customer.id);
    const caller = createCaller(await contextFor(api.deps, customer.id));
    expect(await refusalOf(caller.account.delete({ password }))).toEqual({
      code: "CONFLICT",
      message: messages.server.accountHoldsEscrow,
    });
    expect((await caller.auth.me()).user.email).toBe(customer.email);

    await api.db
      .updateTable("users")
      .set({ passwordHash: customer.passwordHash })
      .where("id", "=", installer.id)
      .execute();
    const installerCaller = createCaller(await contextFor(api.deps, installer.id));
    expect((await refusalOf(installerCaller.account.delete({ password }))).code).toBe("CONFLICT");
  });

  it("goes ahead once the escrow is released, keeping the ledger rows", async () => {
    const customer = await createUser(api.db, { password });
    const { installer, lead } = await acceptedLeadWithEscrow(customer.id);
    await bookLedgerMovement(api.db, {
      leadId: lead.id,
      kind: "release",
      from: { kind: "escrow", userId: null },
      to: { kind: "installer_payable", userId: installer.id },
      cents: 15_000,
    });
    await createCaller(await contextFor(api.deps, customer.id)).account.delete({ password });
    const accounts = await api.db
      .selectFrom("ledgerAccounts")
      .innerJoin("ledgerEntries", "ledgerEntries.accountId", "ledgerAccounts.id")
      .select("ledgerEntries.id")
      .where("ledgerAccounts.userId", "=", customer.id)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it("goes ahead after a cancellation refunded the escrow, and after a withdrawal, keeping the withdrawal without its reason", async () => {
    const customer = await createUser(api.db, { password });
    const installer = await createUser(api.db, {
      role: "installer",
      verificationStatus: "APPROVED",
      password,
    });
    const asCustomer = createCaller(await contextFor(api.deps, customer.id));
    const asInstaller = createCaller(await contextFor(api.deps, installer.id));
    const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
    const description = "Roof mount on a flat roof";
    const withdrawn = await asCustomer.leads.create({ address, description });
    await asInstaller.leads.accept({ id: withdrawn.id });
    await asInstaller.leads.withdraw({ id: withdrawn.id, reason: "Fully booked this week" });
    const cancelled = await asCustomer.leads.create({ address, description });
    await asInstaller.leads.accept({ id: cancelled.id });
    await asCustomer.leads.cancel({ id: cancelled.id });

    await asInstaller.account.delete({ password });
    const withdrawals = await api.db
      .selectFrom("leadWithdrawals")
      .select(["leadId", "reason"])
      .where("installerId", "=", installer.id)
      .execute();
    expect(withdrawals).toEqual([{ leadId: withdrawn.id, reason: "" }]);
    await asCustomer.account.delete({ password });
    expect(await settlementOf(api.db, cancelled.id)).toMatchObject({ escrowCents: 0 });
  });

  describe("while an installer accepts one of their NEW leads at the same moment", () => {
    /** Resolves once `count` statements of this database wait for a lock. */
    async function waitingForLocks(count: number): Promise<void> {
      for (;;) {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
        `.execute(api.db);
        if ((rows[0]?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    async function newLeadWithPhoto() {
      const customer = await createUser(api.db, { password });
      const installer = await createUser(api.db, {
        role: "installer",
        verificationStatus: "APPROVED",
      });
      const lead = await createLead(api.db, customer.id);
      await api.db
        .insertInto("leadPhotos")
        .values({
          leadId: lead.id,
          kind: "property",
          contentHash: "c".repeat(64),
          mimeType: "image/png",
          width: 640,
          height: 480,
          byteSize: 10,
        })
        .execute();
      return {
        lead,
        deleting: async () =>
          createCaller(await contextFor(api.deps, customer.id)).account.delete({ password }),
        accepting: async () =>
          createCaller(await contextFor(api.deps, installer.id)).leads.accept({ id: lead.id }),
      };
    }

    /** Either the acceptance won and the deletion was refused, or the other way round. */
    async function oneWon(
      deleted: PromiseSettledResult<unknown>,
      accepted: PromiseSettledResult<unknown>,
      leadId: string,
    ) {
      const lead = await api.db
        .selectFrom("leads")
        .select(["status", "street"])
        .where("id", "=", leadId)
        .executeTakeFirst();
      const photos = await api.db
        .selectFrom("leadPhotos")
        .select("id")
        .where("leadId", "=", leadId)
        .execute();
      if (deleted.status === "fulfilled") {
        expect(accepted.status).toBe("rejected");
        const reason: unknown = accepted.status === "rejected" ? accepted.reason : undefined;
        expect(reason).toBeInstanceOf(TRPCError);
        expect(["NOT_FOUND", "CONFLICT"]).toContain((reason as TRPCError).code);
        expect(lead).toBeUndefined();
        expect(photos).toEqual([]);
        return "deletion";
      }
      expect(accepted.status).toBe("fulfilled");
      expect(deleted.reason).toBeInstanceOf(TRPCError);
      expect(deleted.reason).toMatchObject({
        code: "CONFLICT",
        message: messages.server.accountHoldsEscrow,
      });
      expect(lead).toEqual({ status: "ACCEPTED", street: "Hauptstraße 1" });
      expect(photos).toHaveLength(1);
      return "acceptance";
    }

    it("the deletion, once past its escrow check, makes the acceptance find no lead", async () => {
      const { lead, ...race } = await newLeadWithPhoto();
      // Something else holds the lead's photo: the deletion stops at it, past its checks.
      const other = await api.db.startTransaction().execute();
      await other
        .selectFrom("leadPhotos")
        .select("id")
        .where("leadId", "=", lead.id)
        .forUpdate()
        .execute();
      const deleted = Promise.allSettled([race.deleting()]);
      await waitingForLocks(1);
      const accepted = Promise.allSettled([race.accepting()]);
      // The acceptance either waits for the lead the deletion holds, or is already done.
      await Promise.race([accepted, waitingForLocks(2)]);
      await other.commit().execute();
      const [[deletion], [acceptance]] = await Promise.all([deleted, accepted]);
      expect(await oneWon(deletion, acceptance, lead.id)).toBe("deletion");
    });

    it("an acceptance that holds the lead first makes the deletion wait, then refuse", async () => {
      const { lead, ...race } = await newLeadWithPhoto();
      const other = await api.db.startTransaction().execute();
      await other.selectFrom("leads").select("id").where("id", "=", lead.id).forUpdate().execute();
      const accepted = Promise.allSettled([race.accepting()]);
      await waitingForLocks(1);
      const deleted = Promise.allSettled([race.deleting()]);
      await Promise.race([deleted, waitingForLocks(2)]);
      await other.commit().execute();
      const [[deletion], [acceptance]] = await Promise.all([deleted, accepted]);
      expect(await oneWon(deletion, acceptance, lead.id)).toBe("acceptance");
    });
  });

  it("needs the password: from the input, else the X-Confirm-Password header", async () => {
    const user = await createUser(api.db, { password });
    const ctx = await contextFor(api.deps, user.id);
    const caller = createCaller(ctx);
    expect(await refusalOf(caller.account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.passwordConfirmationRequired,
    });
    expect(await refusalOf(caller.account.delete({ password: "wrong" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.server.wrongCurrentPassword,
    });

    const withHeader = await anonymousContext(api.deps, {
      ...ctx.request,
      confirmPassword: "x".repeat(10_000),
    });
    expect(await refusalOf(createCaller(withHeader).account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: messages.validation.passwordTooLong,
    });
    const confirmed = await anonymousContext(api.deps, {
      ...ctx.request,
      confirmPassword: password,
    });
    expect(await createCaller(confirmed).account.delete({})).toEqual({ success: true });
  });

  it("requires a session", async () => {
    expect(
      (await refusalOf(createCaller(await anonymousContext(api.deps)).account.delete({ password })))
        .code,
    ).toBe("UNAUTHORIZED");
  });
});
