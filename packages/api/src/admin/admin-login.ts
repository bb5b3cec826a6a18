import { Role, type AdminLoginInput, type AdminLoginResult, said } from "@uplink/domain";
import { checkPassword } from "../auth/password-check";
import { startSession } from "../auth/start-session";
import type { Context } from "../context";
import { Unauthorized } from "../errors";

/** The admin panel's own login, with the administrator's username rather than an email. */
export async function adminLogin(
  ctx: Context,
  { username, password }: AdminLoginInput,
): Promise<AdminLoginResult> {
  const admin = await ctx.db
    .selectFrom("users")
    .selectAll()
    .where("username", "=", username)
    .where("role", "=", Role.ADMINISTRATOR)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
  const account = admin?.id ?? `admin:${username}`;
  if (!(await checkPassword(ctx, account, admin?.passwordHash, password)) || !admin) {
    throw new Unauthorized(said.errors.invalidAdminCredentials);
  }
  return { success: true, ...(await startSession(ctx, admin)) };
}
