import type { Kysely } from "kysely";
import type { Database, UserRow } from "@uplink/db";
import {
  HOSTED_LINK_TTL_MS,
  type ConfirmHostedLinkInput,
  type MessageResult,
  said,
} from "@uplink/domain";
import { issueLinkToken, redeemLinkTokenWithPayload } from "../auth/link-tokens";
import type { Context } from "../context";
import { isUniqueViolation } from "../database-errors";
import { BadRequest, Conflict } from "../errors";
import { confirmHostedLinkMail, hostedIdentityLinkedMail } from "../mail/account-mails";
import { linkHostedIdentity, refuseAdministrator } from "./link-hosted-user";
import { inCallersWords } from "../i18n/request-locale";

/**
 * The SPA may exchange the same hosted session twice at once, and a user may sign in
 * again while the mail is on its way: within this interval the link already mailed for
 * the same hosted identity stands, and no second mail (whose link would void the
 * first) is sent.
 */
const RESEND_INTERVAL_MS = 60 * 1000;

/**
 * Mails the owner of `user` a single-use link that links the hosted identity to their
 * account, and answers 409 telling the person signing in to confirm from that mail.
 */
export async function requestHostedLinkConfirmation(
  ctx: Context,
  user: UserRow,
  clerkUserId: string,
): Promise<never> {
  const now = new Date();
  // Counted outside the transaction, which must not wait for a connection of the limiter
  // while it holds the user row; a link that already stands is not counted again.
  if (!(await linkStands(ctx.db, user.id, clerkUserId, now))) {
    await ctx.rateLimiter.consume(["hostedLinkRequestsPerAccount", user.id]);
  }
  const token = await ctx.db.transaction().execute(async (trx) => {
    // Serialises requests for one account, so the check below sees the other's link.
    await trx.selectFrom("users").select("id").where("id", "=", user.id).forUpdate().execute();
    if (await linkStands(trx, user.id, clerkUserId, now)) return null;
    return issueLinkToken(trx, user.id, "link_hosted_identity", now, { clerkUserId });
  });
  if (token) ctx.mail.post(confirmHostedLinkMail(ctx.config.publicUrl, user, token));
  throw new Conflict(said.server.hostedLinkConfirmationSent);
}

/** Whether a link for the same hosted identity was mailed within RESEND_INTERVAL_MS. */
async function linkStands(
  db: Kysely<Database>,
  userId: string,
  clerkUserId: string,
  now: Date,
): Promise<boolean> {
  const pending = await db
    .selectFrom("authTokens")
    .select("payload")
    .where("userId", "=", userId)
    .where("purpose", "=", "link_hosted_identity")
    .where("usedAt", "is", null)
    .where("expiresAt", ">", new Date(now.getTime() + HOSTED_LINK_TTL_MS - RESEND_INTERVAL_MS))
    .execute();
  return pending.some((row) => row.payload?.clerkUserId === clerkUserId);
}

function clerkUserIdOf(payload: { clerkUserId?: unknown } | null): string | null {
  const id = payload?.clerkUserId;
  return typeof id === "string" && id !== "" ? id : null;
}

async function linkFromToken(ctx: Context, token: string): Promise<UserRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const redeemed = await redeemLinkTokenWithPayload(trx, token, "link_hosted_identity");
    const clerkUserId = clerkUserIdOf(redeemed?.payload ?? null);
    if (!redeemed || !clerkUserId) throw new BadRequest(said.server.invalidOrExpiredLink);
    const user = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", redeemed.userId)
      .where("anonymisedAt", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new BadRequest(said.server.invalidOrExpiredLink);
    refuseAdministrator(user);
    const holder = await trx
      .selectFrom("users")
      .select("id")
      .where("clerkUserId", "=", clerkUserId)
      .where("id", "!=", user.id)
      .executeTakeFirst();
    if (holder) throw new Conflict(said.server.hostedIdentityLinkedElsewhere);
    return linkHostedIdentity(trx, user.id, clerkUserId);
  });
}

/** Follows the mailed link: links the hosted identity, once, and tells the owner. */
export async function confirmHostedLink(
  ctx: Context,
  { token }: ConfirmHostedLinkInput,
): Promise<MessageResult> {
  await ctx.rateLimiter.consume(["linkRedemptionsPerIp", ctx.request.ip]);
  let user: UserRow;
  try {
    user = await linkFromToken(ctx, token);
  } catch (error) {
    // Another account took the hosted identity between our check and our update.
    if (isUniqueViolation(error)) {
      throw new Conflict(said.server.hostedIdentityLinkedElsewhere);
    }
    throw error;
  }
  ctx.mail.post(hostedIdentityLinkedMail(user));
  return { message: inCallersWords(ctx, said.info.hostedIdentityLinked) };
}
