import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import {
  Role,
  VerificationStatus,
  type MessageResult,
  type VerifyEmailInput,
  said,
} from "@uplink/domain";
import type { ApiDeps, Context } from "../context";
import { BadRequest } from "../errors";
import { verificationMail } from "../mail/account-mails";
import { issueLinkToken, redeemLinkToken } from "./link-tokens";
import type { SessionUser } from "./sessions";
import { inCallersWords } from "../i18n/request-locale";

/**
 * The email is now known to be the user's. An installer moves from NEW to ACCEPTED:
 * pending an administrator's review.
 */
export async function markEmailVerified(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable("users").set({ emailVerified: true }).where("id", "=", userId).execute();
  await db
    .updateTable("users")
    .set({ verificationStatus: VerificationStatus.ACCEPTED })
    .where("id", "=", userId)
    .where("role", "=", Role.INSTALLER)
    .where("verificationStatus", "=", VerificationStatus.NEW)
    .execute();
}

/** Follows a verification link; each link works once, within its 24 hours. */
export async function verifyEmail(
  ctx: Context,
  { token }: VerifyEmailInput,
): Promise<MessageResult> {
  await ctx.rateLimiter.consume(["linkRedemptionsPerIp", ctx.request.ip]);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await redeemLinkToken(trx, token, "verify_email");
    if (!userId) throw new BadRequest(said.server.invalidOrExpiredLink);
    await markEmailVerified(trx, userId);
  });
  return { message: inCallersWords(ctx, said.info.emailVerified) };
}

/** Mails a fresh verification link; the links mailed before stop working. */
export async function resendVerification(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  user: SessionUser,
): Promise<MessageResult> {
  const caller = { user, request: deps.request };
  if (user.emailVerified) {
    return { message: inCallersWords(caller, said.info.emailAlreadyVerified) };
  }
  await deps.rateLimiter.consume(["verificationResendsPerAccount", user.id]);
  const token = await issueLinkToken(deps.db, user.id, "verify_email");
  deps.mail.post(verificationMail(deps.config.publicUrl, user, token));
  return { message: inCallersWords(caller, said.info.verificationSent) };
}
