import type { Kysely } from "kysely";
import type { Database, JsonObject } from "@uplink/db";
import {
  EMAIL_VERIFICATION_TTL_MS,
  HOSTED_LINK_TTL_MS,
  PASSWORD_RESET_TTL_MS,
} from "@uplink/domain";
import { generateOpaqueToken, hashOpaqueToken } from "./opaque-token";

/** What a mailed link is for; each purpose has its own lifetime. */
export type LinkPurpose = "verify_email" | "reset_password" | "link_hosted_identity";

const LIFETIME_MS: Record<LinkPurpose, number> = {
  verify_email: EMAIL_VERIFICATION_TTL_MS,
  reset_password: PASSWORD_RESET_TTL_MS,
  link_hosted_identity: HOSTED_LINK_TTL_MS,
};

/**
 * A new single-use link token for the user. Older unused ones of the same purpose are
 * deleted: only the newest link mailed works. Pass a transaction to issue it together
 * with the change that calls for it; `payload` keeps what redeeming it needs.
 */
export async function issueLinkToken(
  db: Kysely<Database>,
  userId: string,
  purpose: LinkPurpose,
  now: Date = new Date(),
  payload: JsonObject | null = null,
): Promise<string> {
  const token = generateOpaqueToken();
  await discardLinkTokens(db, userId, purpose);
  await db
    .insertInto("authTokens")
    .values({
      userId,
      purpose,
      tokenHash: hashOpaqueToken(token),
      payload,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

/**
 * Uses a link token up, in one statement, so two clicks racing cannot both succeed.
 * Returns the user it was issued to, or null when it is unknown, used, expired or
 * issued for another purpose.
 */
export async function redeemLinkToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date = new Date(),
): Promise<string | null> {
  return (await redeemLinkTokenWithPayload(db, token, purpose, now))?.userId ?? null;
}

/** As redeemLinkToken, also returning the payload the token was issued with. */
export async function redeemLinkTokenWithPayload(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date = new Date(),
): Promise<{ userId: string; payload: JsonObject | null } | null> {
  const row = await db
    .updateTable("authTokens")
    .set({ usedAt: now })
    .where("tokenHash", "=", hashOpaqueToken(token))
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .returning(["userId", "payload"])
    .executeTakeFirst();
  return row ?? null;
}

/** Kills every unused link of a purpose, e.g. open reset links once the password changed. */
export async function discardLinkTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: LinkPurpose,
): Promise<void> {
  await db
    .deleteFrom("authTokens")
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .execute();
}
