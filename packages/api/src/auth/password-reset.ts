import {
  type ForgotPasswordInput,
  type MessageResult,
  type ResetPasswordPayload,
  said,
} from "@uplink/domain";
import type { Context } from "../context";
import { BadRequest } from "../errors";
import { passwordChangedMail, passwordResetMail } from "../mail/account-mails";
import { findUserByEmail } from "../users/find-user";
import { discardLinkTokens, issueLinkToken, redeemLinkToken } from "./link-tokens";
import { hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";
import { inCallersWords } from "../i18n/request-locale";

/**
 * Mails a reset link when the email has an account. The answer is the same either way,
 * and it comes before the lookup: the account, the new link and the mail are all dealt
 * with in the background, so neither the answer nor its timing tells whether an
 * account exists.
 */
export async function forgotPassword(
  ctx: Context,
  { email }: ForgotPasswordInput,
): Promise<MessageResult> {
  await ctx.rateLimiter.consume(
    ["resetRequestsPerIp", ctx.request.ip],
    ["resetRequestsPerEmail", email.toLowerCase()],
  );
  const { db, config } = ctx;
  ctx.mail.postLater(async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return undefined;
    const token = await issueLinkToken(db, user.id, "reset_password");
    return passwordResetMail(config.publicUrl, user, token);
  });
  return { message: inCallersWords(ctx, said.info.resetLinkSent) };
}

/**
 * Sets a new password from a reset link (once, within its hour). Every session of the
 * account ends: whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(
  ctx: Context,
  { token, password }: ResetPasswordPayload,
): Promise<MessageResult> {
  await ctx.rateLimiter.consume(["linkRedemptionsPerIp", ctx.request.ip]);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const userId = await redeemLinkToken(trx, token, "reset_password");
    if (!userId) throw new BadRequest(said.server.invalidOrExpiredLink);
    const updated = await trx
      .updateTable("users")
      .set({ passwordHash: await hashPassword(password) })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, userId);
    await discardLinkTokens(trx, userId, "reset_password");
    return updated;
  });
  ctx.mail.post(passwordChangedMail(user));
  return { message: inCallersWords(ctx, said.info.passwordUpdated) };
}
