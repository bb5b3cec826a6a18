import { sql } from "kysely";
import { deleteAccountSchema, messages, type Success } from "@uplink/domain";
import { checkPassword } from "../auth/password-check";
import type { AuthedContext } from "../context";
import { BadRequest, Conflict, Unauthorized } from "../errors";
import { deleteUnusedPhotoFiles } from "../photos/delete-unused-photos";
import { findUserById } from "../users/find-user";
import { holdsEscrow } from "./escrow-held";

/** The password typed to confirm: from the tRPC input, else the X-Confirm-Password header. */
function confirmationPassword(ctx: AuthedContext, typed: string | undefined): string {
  const password = typed ?? ctx.request.confirmPassword;
  if (password === undefined) throw new BadRequest(messages.server.passwordConfirmationRequired);
  const parsed = deleteAccountSchema.safeParse({ password });
  if (!parsed.success) {
    throw new BadRequest(parsed.error.issues[0]?.message ?? messages.server.invalidInput);
  }
  return parsed.data.password;
}

/**
 * Deletes the caller's account after the password is re-entered. Refused while money of
 * one of their leads is held in escrow. The user row stays, anonymised, because ledger
 * rows (kept for legal retention), leads past NEW, messages and activity point at it;
 * everything else personal goes: sessions, link tokens, installer profile, notices,
 * refused photo checks and the leads still NEW with their photos, rows and (once the
 * deletion committed) the files no other photo shares. Alerts about them stay for the
 * record, without their name, email or the original text of a redacted message.
 */
export async function deleteAccount(
  ctx: AuthedContext,
  typedPassword: string | undefined,
): Promise<Success> {
  const password = confirmationPassword(ctx, typedPassword);
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new Unauthorized(messages.server.notSignedIn);
  if (!(await checkPassword(ctx, user.id, user.passwordHash, password))) {
    throw new BadRequest(messages.server.wrongCurrentPassword);
  }

  const anonymised = {
    email: `deleted-${user.id}@invalid`,
    firstName: "Deleted",
    lastName: "User",
  };
  const deletedPhotos = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", user.id).forUpdate().execute();
    if (await holdsEscrow(trx, user.id)) throw new Conflict(messages.server.accountHoldsEscrow);

    const photos = await trx
      .deleteFrom("leadPhotos")
      .where(
        "leadId",
        "in",
        trx
          .selectFrom("leads")
          .select("id")
          .where("customerId", "=", user.id)
          .where("status", "=", "NEW"),
      )
      .returning(["contentHash", "mimeType"])
      .execute();
    await trx
      .deleteFrom("leads")
      .where("customerId", "=", user.id)
      .where("status", "=", "NEW")
      .execute();
    await trx.deleteFrom("sessions").where("userId", "=", user.id).execute();
    await trx.deleteFrom("authTokens").where("userId", "=", user.id).execute();
    await trx.deleteFrom("installerProfiles").where("userId", "=", user.id).execute();
    await trx.deleteFrom("adminNotices").where("userId", "=", user.id).execute();
    await trx.deleteFrom("photoRejections").where("userId", "=", user.id).execute();
    await trx
      .updateTable("alerts")
      .set({
        description: sql<string>`replace(replace(description, ${user.email}, ${anonymised.email}),
          ${`${user.firstName} ${user.lastName}`}, ${`${anonymised.firstName} ${anonymised.lastName}`})`,
        details: null,
      })
      .where("userId", "=", user.id)
      .execute();
    await trx
      .updateTable("users")
      .set({
        ...anonymised,
        phone: null,
        username: null,
        clerkUserId: null,
        passwordHash: null,
        emailVerified: false,
        anonymisedAt: new Date(),
      })
      .where("id", "=", user.id)
      .execute();
    return photos;
  });
  await deleteUnusedPhotoFiles(ctx.db, ctx.config.dataDir, deletedPhotos);
  ctx.cookies.clearSessionCookie();
  return { success: true };
}
