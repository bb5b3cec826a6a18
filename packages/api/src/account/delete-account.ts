import { sql, type Transaction } from "kysely";
import type { Database, UserRow } from "@uplink/db";
import {
  deleteAccountCodeSchema,
  deleteAccountSchema,
  type Success,
  said,
  saidOfIssue,
  type Message,
} from "@uplink/domain";
import { checkPassword } from "../auth/password-check";
import type { AuthedContext } from "../context";
import { BadRequest, Conflict, Unauthorized } from "../errors";
import { deleteUnusedPhotoFiles } from "../photos/delete-unused-photos";
import { findUserById } from "../users/find-user";
import { countCodeGuess, redeemDeleteAccountCode } from "./delete-account-code";
import { holdsEscrow } from "./escrow-held";

/** What a deleted customer's leads past NEW show as their address. */
const ANONYMISED_ADDRESS = {
  street: "Deleted",
  city: "Deleted",
  postalCode: "Deleted",
  country: null,
  // The grid cell (location_cell) is computed from these: it goes with them.
  latitude: null,
  longitude: null,
};

/** The mailed code that confirms deleting an account without a password. */
function confirmationCode(typed: string | undefined): string {
  if (typed === undefined) throw new BadRequest(said.server.deleteAccountCodeRequired);
  const parsed = deleteAccountCodeSchema.safeParse({ code: typed });
  if (!parsed.success) {
    throw new BadRequest(issueSaid(parsed.error.issues[0]));
  }
  return parsed.data.code;
}

/** The password typed to confirm: from the tRPC input, else the X-Confirm-Password header. */
function confirmationPassword(ctx: AuthedContext, typed: string | undefined): string {
  const password = typed ?? ctx.request.confirmPassword;
  if (password === undefined) throw new BadRequest(said.server.passwordConfirmationRequired);
  const parsed = deleteAccountSchema.safeParse({ password });
  if (!parsed.success) {
    throw new BadRequest(issueSaid(parsed.error.issues[0]));
  }
  return parsed.data.password;
}

/** How the caller confirms: their password, or for an account without one, the mailed code. */
export interface DeletionConfirmation {
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * Deletes the caller's account after the password is re-entered, or for an account
 * without a password (hosted sign-in only) the code mailed by requestDeleteAccountCode.
 * Refused while money of one of their leads is held in escrow. The user row stays,
 * anonymised, because ledger
 * rows (kept for legal retention), leads past NEW, messages and activity point at it;
 * everything else personal goes: sessions, link tokens, installer profile, notices,
 * refused photo checks and the leads still NEW with their photos, rows and (once the
 * deletion committed) the files no other photo shares. Alerts about them stay for the
 * record, without their name, email or the original text of a redacted message.
 */
export async function deleteAccount(
  ctx: AuthedContext,
  confirmation: DeletionConfirmation,
): Promise<Success> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new Unauthorized(said.server.notSignedIn);
  const code = user.passwordHash === null ? confirmationCode(confirmation.code) : undefined;
  if (user.passwordHash !== null) {
    const password = confirmationPassword(ctx, confirmation.password);
    if (!(await checkPassword(ctx, user.id, user.passwordHash, password))) {
      throw new BadRequest(said.server.wrongCurrentPassword);
    }
  }

  const anonymised = {
    email: `deleted-${user.id}@invalid`,
    firstName: "Deleted",
    lastName: "User",
  };
  // Given back once the code proved right, even if the deletion is then refused: the
  // code comes back too.
  const giveBackGuess = code === undefined ? undefined : await countCodeGuess(ctx, user.id);
  let codeWasRight = false;
  const deletedPhotos = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // Their leads first, in one order: a step on one of them (an installer accepting,
      // which moves money into escrow) is then either committed before the escrow check
      // below, or waits until this deletion is over and finds the lead gone or anonymised.
      // Before the user's row, which such a step's ledger rows refer to (a step holding a
      // lead and waiting for the user's row would otherwise deadlock with this).
      await trx
        .selectFrom("leads")
        .select("id")
        .where((eb) => eb.or([eb("customerId", "=", user.id), eb("installerId", "=", user.id)]))
        .orderBy("id")
        .forUpdate()
        .execute();
      const locked = await trx
        .selectFrom("users")
        .select("passwordHash")
        .where("id", "=", user.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // A password set since it was read (e.g. by a reset) is what confirms now.
      if (locked.passwordHash !== user.passwordHash) {
        throw new BadRequest(said.server.passwordConfirmationRequired);
      }
      if (code !== undefined) {
        await redeemDeleteAccountCode(trx, user.id, code);
        codeWasRight = true;
      }
      if (await holdsEscrow(trx, user.id)) throw new Conflict(said.server.accountHoldsEscrow);

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
      // The leads past NEW stay for the installer's and the ledger's record: amounts,
      // statuses and dates; where the work was done (address, country, point on the map),
      // and what the customer wrote about getting there, go.
      await trx
        .updateTable("leads")
        .set({ ...ANONYMISED_ADDRESS, specialRequirements: null })
        .where("customerId", "=", user.id)
        .execute();
      await anonymiseActivities(trx, user, anonymised);
      await trx.deleteFrom("sessions").where("userId", "=", user.id).execute();
      await trx.deleteFrom("authTokens").where("userId", "=", user.id).execute();
      await trx.deleteFrom("installerProfiles").where("userId", "=", user.id).execute();
      await trx.deleteFrom("adminNotices").where("userId", "=", user.id).execute();
      await trx.deleteFrom("photoRejections").where("userId", "=", user.id).execute();
      // Withdrawals stay (they number the escrow holds of their leads); what was written goes.
      await trx
        .updateTable("leadWithdrawals")
        .set({ reason: "" })
        .where("installerId", "=", user.id)
        .execute();
      await trx
        .updateTable("alerts")
        .set({
          description: sql<string>`replace(replace(description, ${user.email}, ${anonymised.email}),
          ${`${user.firstName} ${user.lastName}`}, ${`${anonymised.firstName} ${anonymised.lastName}`})`,
          // The key would say the name again: the rewritten English is the description now.
          descriptionSaid: null,
          details: null,
        })
        .where("userId", "=", user.id)
        .execute();
      await trx
        .updateTable("users")
        .set({
          ...anonymised,
          phone: null,
          country: null,
          username: null,
          clerkUserId: null,
          passwordHash: null,
          emailVerified: false,
          anonymisedAt: new Date(),
        })
        .where("id", "=", user.id)
        .execute();
      return photos;
    })
    .finally(async () => {
      if (codeWasRight) await giveBackGuess?.();
    });
  await deleteUnusedPhotoFiles(ctx.db, ctx.photoStore, deletedPhotos);
  ctx.cookies.clearSessionCookie();
  return { success: true };
}

type Identity = Pick<UserRow, "email" | "firstName" | "lastName">;

/**
 * Rewrites the lines of recent activity that name the user, as actor ("Max Mustermann
 * approved …") or as subject ("Installer Max Mustermann was approved", a resolved alert
 * quoting their email): the lines recorded with their id among the people they name
 * (migration 0015; found by its index), and only those, so a namesake's lines and a line
 * that merely contains the words of their name stay as written. In them, their full name,
 * as a whole word, and their email become the anonymised ones.
 */
async function anonymiseActivities(
  trx: Transaction<Database>,
  user: Pick<UserRow, "id"> & Identity,
  anonymised: Identity,
): Promise<void> {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // PostgreSQL's advanced regular expressions: the name, not part of a longer word. A
  // blank name (never written by sign-up) matches nothing rather than everywhere.
  const namePattern =
    fullName === ""
      ? "(?!)"
      : `(?<![[:alnum:]_])${fullName.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}(?![[:alnum:]_])`;
  await trx
    .updateTable("activities")
    .set({
      body: sql<string>`regexp_replace(replace(body, ${user.email}, ${anonymised.email}),
        ${namePattern}, ${`${anonymised.firstName} ${anonymised.lastName}`}, 'g')`,
      // The key would say the name again: the rewritten English is the line now.
      bodySaid: null,
    })
    .where(sql<boolean>`subject_ids @> array[${user.id}]::uuid[]`)
    .execute();
}

/** What a schema's first issue says (the generic refusal when there is none). */
function issueSaid(issue: { message: string; params?: unknown } | undefined): Message {
  return issue ? saidOfIssue(issue) : said.server.invalidInput;
}
