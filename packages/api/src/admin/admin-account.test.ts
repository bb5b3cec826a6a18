import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createUser, useTestApi } from "../testing";
import { ensureAdminAccount } from "./admin-account";

const api = useTestApi();

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function adminNamed(username: string) {
  return api.db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
}

describe("the administrator account from ADMIN_USERNAME/ADMIN_PASSWORD", () => {
  it("is created at first start, verified, with a local email", async () => {
    expect(await ensureAdminAccount(api.db, { username: "admin", password: "first secret" })).toBe(
      "created",
    );
    const admin = await adminNamed("admin");
    expect(admin).toMatchObject({
      role: "administrator",
      email: "admin@admin.local",
      emailVerified: true,
    });
    expect(await verifyPassword(admin.passwordHash, "first secret")).toBe(true);
  });

  it("gets the new password at the next start, and stays one account", async () => {
    await ensureAdminAccount(api.db, { username: "ops", password: "first secret" });
    expect(await ensureAdminAccount(api.db, { username: "ops", password: "second secret" })).toBe(
      "updated",
    );
    const admin = await adminNamed("ops");
    expect(await verifyPassword(admin.passwordHash, "second secret")).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "first secret")).toBe(false);
  });

  it("is made once when another instance creates it at the same moment, and neither start fails", async () => {
    const passwordHash = await hashPassword("first secret");
    let otherInserted = () => {};
    const inserted = new Promise<void>((resolve) => (otherInserted = resolve));
    let commitOther = () => {};
    const committed = new Promise<void>((resolve) => (commitOther = resolve));
    // Another instance, starting at the same time, has inserted the account and not yet committed.
    const other = api.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({
          email: "fleet@admin.local",
          username: "fleet",
          passwordHash,
          firstName: "Uplink",
          lastName: "Administrator",
          role: "administrator",
          emailVerified: true,
        })
        .execute();
      otherInserted();
      await committed;
    });
    await inserted;

    const ours = ensureAdminAccount(api.db, { username: "fleet", password: "second secret" });
    await until("our start waits for the other's row", async () => {
      const { rows } = await sql`
        SELECT 1 FROM pg_locks JOIN pg_stat_activity USING (pid)
        WHERE NOT granted AND datname = current_database()
      `.execute(api.db);
      return rows.length > 0;
    });
    commitOther();
    await other;

    expect(await ours).toBe("updated");
    const accounts = await api.db
      .selectFrom("users")
      .select("passwordHash")
      .where("email", "=", "fleet@admin.local")
      .execute();
    expect(accounts).toHaveLength(1);
    expect(await verifyPassword(accounts[0]!.passwordHash, "second secret")).toBe(true);
  });

  it("uses the username as the email when it is one", async () => {
    await ensureAdminAccount(api.db, {
      username: "boss@uplink.example",
      password: "secret!!",
    });
    expect((await adminNamed("boss@uplink.example")).email).toBe("boss@uplink.example");
  });

  it("never makes someone else's account an administrator", async () => {
    const customer = await createUser(api.db, { email: "taken@uplink.example" });
    await expect(
      ensureAdminAccount(api.db, { username: "taken@uplink.example", password: "secret!!" }),
    ).rejects.toThrow(/already belongs to another account/);
    const row = await api.db
      .selectFrom("users")
      .select("role")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("customer");
  });
});
