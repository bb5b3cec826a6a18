import { type ChangePasswordInput, type Success, said } from "@uplink/domain";
import type { AuthedContext } from "../context";
import { BadRequest, Unauthorized } from "../errors";
import { passwordChangedMail } from "../mail/account-mails";
import { findUserById } from "../users/find-user";
import { discardLinkTokens } from "./link-tokens";
import { checkPassword } from "./password-check";
import { hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";

/**
 * Changes the password after checking the current one. The session making the change
 * stays signed in; every other session of the account ends, as do open reset links.
 */
export async function changePassword(
  ctx: AuthedContext,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<Success> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new Unauthorized(said.server.notSignedIn);
  if (!(await checkPassword(ctx, user.id, user.passwordHash, currentPassword))) {
    throw new BadRequest(said.server.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ passwordHash }).where("id", "=", user.id).execute();
    await revokeUserSessions(trx, user.id, ctx.sessionId);
    await discardLinkTokens(trx, user.id, "reset_password");
  });
  ctx.mail.post(passwordChangedMail(user));
  return { success: true };
}
