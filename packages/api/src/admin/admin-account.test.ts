import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@uplink/db/testing";
import { verifyPassword } from "../auth/passwords";
import { createUser } from "../test-support";
import { ensureAdminAccount } from "./admin-account";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function adminNamed(username: string) {
  return database.db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
}

describe("the administrator account from ADMIN_USERNAME/ADMIN_PASSWORD", () => {
  it("is created at first start, verified, with a local email", async () => {
    expect(
      await ensureAdminAccount(database.db, { username: "admin", password: "first secret" }),
    ).toBe("created");
    const admin = await adminNamed("admin");
    expect(admin).toMatchObject({
      role: "administrator",
      email: "admin@admin.local",
      emailVerified: true,
    });
    expect(await verifyPassword(admin.passwordHash, "first secret")).toBe(true);
  });

  it("gets the new password at the next start, and stays one account", async () => {
    await ensureAdminAccount(database.db, { username: "ops", password: "first secret" });
    expect(
      await ensureAdminAccount(database.db, { username: "ops", password: "second secret" }),
    ).toBe("updated");
    const admin = await adminNamed("ops");
    expect(await verifyPassword(admin.passwordHash, "second secret")).toBe(true);
    expect(await verifyPassword(admin.passwordHash, "first secret")).toBe(false);
  });

  it("uses the username as the email when it is one", async () => {
    await ensureAdminAccount(database.db, {
      username: "boss@uplink.example",
      password: "secret!!",
    });
    expect((await adminNamed("boss@uplink.example")).email).toBe("boss@uplink.example");
  });

  it("never makes someone else's account an administrator", async () => {
    const customer = await createUser(database.db, { email: "taken@uplink.example" });
    await expect(
      ensureAdminAccount(database.db, { username: "taken@uplink.example", password: "secret!!" }),
    ).rejects.toThrow(/already belongs to another account/);
    const row = await database.db
      .selectFrom("users")
      .select("role")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("customer");
  });
});
