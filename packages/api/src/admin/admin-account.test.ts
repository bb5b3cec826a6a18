import { describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/passwords";
import { createUser, useTestApi } from "../testing";
import { ensureAdminAccount } from "./admin-account";

const api = useTestApi();

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
