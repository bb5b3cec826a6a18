import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import {
  DELETE_ACCOUNT_CODE_LENGTH,
  DELETE_ACCOUNT_CODE_TTL_MS,
  type MessageResult,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps, Context } from "../context";
import { BadRequest, Unauthorized } from "../errors";
import { deleteAccountCodeMail } from "../mail/account-mails";
import { findUserById } from "../users/find-user";
import { inCallersWords } from "../i18n/request-locale";

/*
 * An account that signs in only through the hosted provider has no password to re-enter
 * before it is deleted; it confirms with a short code mailed to its address instead.
 * The code is single-use, lasts DELETE_ACCOUNT_CODE_TTL_MS, and only its salted hash is
 * stored (auth_tokens, purpose delete_account; the salt in the row's payload, so two
 * codes that happen to be equal never share a hash). Asking for a new code discards the
 * old one. Guesses count like password guesses.
 */

const PURPOSE = "delete_account";

/** POST /api/me/delete/code: mails the signed-in user a fresh code, if they have no password. */
export async function requestDeleteAccountCode(
  deps: ApiDeps & Partial<Pick<Context, "request">>,
  caller: SessionUser,
  now: Date = new Date(),
): Promise<MessageResult> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new Unauthorized(said.server.notSignedIn);
  if (user.passwordHash !== null) {
    throw new BadRequest(said.server.deleteAccountCodeNeedsNoPassword);
  }
  await deps.rateLimiter.consume(["deleteAccountCodesPerAccount", user.id]);

  const code = randomInt(0, 10 ** DELETE_ACCOUNT_CODE_LENGTH)
    .toString()
    .padStart(DELETE_ACCOUNT_CODE_LENGTH, "0");
  const salt = randomBytes(16).toString("hex");
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("authTokens")
      .where("userId", "=", user.id)
      .where("purpose", "=", PURPOSE)
      .where("usedAt", "is", null)
      .execute();
    await trx
      .insertInto("authTokens")
      .values({
        userId: user.id,
        purpose: PURPOSE,
        tokenHash: hashOf(salt, code),
        payload: { salt },
        expiresAt: new Date(now.getTime() + DELETE_ACCOUNT_CODE_TTL_MS),
      })
      .execute();
  });
  deps.mail.post(deleteAccountCodeMail(user, code));
  return {
    message: inCallersWords(
      { user: caller, request: deps.request },
      said.info.deleteAccountCodeSent,
    ),
  };
}

/**
 * Counts a code about to be checked as a password guess (429 once the account or the
 * address has guessed too often), and answers how to give it back once the code proved
 * right. Like checkPassword, the guess is counted before the check starts, so parallel
 * guesses cannot all pass the limit; and before the deletion's transaction, which must
 * not wait for a connection of the limiter while it holds the user row.
 */
export function countCodeGuess(ctx: Context, userId: string): Promise<() => Promise<void>> {
  return ctx.rateLimiter.reserve(
    ["passwordGuessesPerAccount", userId],
    ["passwordGuessesPerIp", ctx.request.ip],
  );
}

/**
 * Uses the user's code up if `code` is it and it is neither used nor expired; else a
 * BadRequest. Runs in the deletion's transaction after it locked the user row, so of
 * parallel deletions with the right code one uses it, and the code comes back if the
 * deletion is then refused and rolled back.
 */
export async function redeemDeleteAccountCode(
  trx: Transaction<Database>,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const issued = await trx
    .selectFrom("authTokens")
    .select(["id", "tokenHash", "payload"])
    .where("userId", "=", userId)
    .where("purpose", "=", PURPOSE)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .forUpdate()
    .execute();
  const match = issued.find((row) => {
    const salt = row.payload?.["salt"];
    return typeof salt === "string" && sameHash(row.tokenHash, hashOf(salt, code));
  });
  if (match === undefined) throw new BadRequest(said.server.wrongDeleteAccountCode);
  await trx.updateTable("authTokens").set({ usedAt: now }).where("id", "=", match.id).execute();
}

function hashOf(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("hex");
}

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
