import {
  Role,
  VerificationStatus,
  type AuthResult,
  type SignUpPayload,
  said,
} from "@uplink/domain";
import type { Context } from "../context";
import { phoneNumberOf } from "../countries/country-values";
import { isUniqueViolation } from "../database-errors";
import { Conflict } from "../errors";
import { signUpAttemptMail, verificationMail } from "../mail/account-mails";
import { signUpLocale } from "../i18n/request-locale";
import { findUserByEmail } from "../users/find-user";
import { issueLinkToken } from "./link-tokens";
import { hashPassword } from "./passwords";
import { startSession } from "./start-session";

/** The unique index that makes emails unique whatever their case. */
const EMAIL_UNIQUE_INDEX = "users_email_lower_key";

/**
 * Creates a customer or installer account (installers start NEW, awaiting their email
 * verification and then an administrator), mails the verification link and signs in.
 *
 * A taken email is refused as such (the new user is signed in at once, so there is no
 * answer that could hide it); the sign-up limit per address slows down anyone probing
 * for accounts, and the owner of the address hears of the attempt.
 */
export async function signUp(ctx: Context, payload: SignUpPayload): Promise<AuthResult> {
  await ctx.rateLimiter.consume(["signUpsPerIp", ctx.request.ip]);
  const passwordHash = await hashPassword(payload.password);

  const { user, token } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({
          email: payload.email,
          passwordHash,
          firstName: payload.firstName,
          lastName: payload.lastName,
          // With a country the number is stored in E.164; without one, a national number
          // as given (the documented body has no country), an international one in E.164
          // by its schema.
          phone:
            payload.phone && payload.country
              ? phoneNumberOf(payload.country, payload.phone)
              : (payload.phone ?? null),
          country: payload.country ?? null,
          role: payload.role,
          verificationStatus: payload.role === Role.INSTALLER ? VerificationStatus.NEW : null,
          locale: signUpLocale(ctx.request),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user, token: await issueLinkToken(trx, user.id, "verify_email") };
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) throw error;
      await tellOwnerOfSignUpAttempt(ctx, payload.email);
      throw new Conflict(said.server.emailTaken);
    });

  ctx.mail.post(verificationMail(ctx.config.publicUrl, user, token));
  return startSession(ctx, user);
}

/** At most a few such mails an hour per address, however often someone tries it. */
async function tellOwnerOfSignUpAttempt(ctx: Context, email: string): Promise<void> {
  if (!(await ctx.rateLimiter.tryConsume(["signUpAttemptMailsPerEmail", email.toLowerCase()])))
    return;
  const { db, config } = ctx;
  ctx.mail.postLater(async () => {
    const owner = await findUserByEmail(db, email);
    return owner && signUpAttemptMail(config.publicUrl, owner);
  });
}
