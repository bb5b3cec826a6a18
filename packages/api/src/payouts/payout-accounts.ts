import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { said, type PayoutOnboarding, type PayoutStatus } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict } from "../errors";
import type { PayoutAccountState } from "../ports/payment-provider";

/*
 * Installers get paid (issue 24): each has one connected account with the payment
 * provider, created the first time they start onboarding, and its state as the provider
 * last said (account.updated, read afresh from the provider).
 */

/**
 * POST /api/installer/payouts/onboard: creates the installer's connected account once —
 * the installer's row is locked meanwhile, so a double click waits for the first and
 * reuses its account — and answers the provider's onboarding link.
 */
export function startPayoutOnboarding(
  deps: ApiDeps,
  installer: SessionUser,
): Promise<PayoutOnboarding> {
  return deps.db.transaction().execute(async (trx) => {
    // Locked first, on its own: a statement that waited for the lock would still see the
    // account row as it was before the other click committed it.
    await trx.selectFrom("users").select("id").where("id", "=", installer.id).forUpdate().execute();
    const user = await trx
      .selectFrom("users")
      .leftJoin("installerProfiles", "installerProfiles.userId", "users.id")
      .leftJoin("payoutAccounts", "payoutAccounts.userId", "users.id")
      .select([
        "users.email",
        "users.country as userCountry",
        "installerProfiles.country as profileCountry",
        "payoutAccounts.providerAccountId",
      ])
      .where("users.id", "=", installer.id)
      .executeTakeFirstOrThrow();
    const country = user.profileCountry ?? user.userCountry;
    if (country === null) throw new Conflict(said.server.installerProfileMissing);
    const back = `${deps.config.publicUrl}/?payouts=`;
    const { accountId, url } = await deps.payments.startOnboarding({
      userId: installer.id,
      email: user.email,
      country,
      accountId: user.providerAccountId,
      returnUrl: `${back}return`,
      refreshUrl: `${back}refresh`,
    });
    if (user.providerAccountId === null) {
      await trx
        .insertInto("payoutAccounts")
        .values({ userId: installer.id, providerAccountId: accountId })
        .execute();
      await recordPayoutAccount(trx, await deps.payments.payoutAccount(accountId));
    }
    return { url };
  });
}

/** GET /api/installer/payouts. */
export async function payoutStatus(deps: ApiDeps, installer: SessionUser): Promise<PayoutStatus> {
  const account = await deps.db
    .selectFrom("payoutAccounts")
    .select(["providerAccountId", "status"])
    .where("userId", "=", installer.id)
    .executeTakeFirst();
  if (account === undefined) return { status: "not_started" };
  return { status: account.status, accountId: account.providerAccountId };
}

/** Keeps what the provider says of a connected account; an account no installer has is ignored. */
export async function recordPayoutAccount(
  db: Kysely<Database>,
  state: PayoutAccountState,
): Promise<void> {
  await db
    .updateTable("payoutAccounts")
    .set({
      status: state.enabled ? "enabled" : "pending",
      identityVerified: state.identityVerified,
      requirementsDue: state.requirementsDue,
      disabledReason: state.disabledReason,
    })
    .where("providerAccountId", "=", state.accountId)
    .execute();
}
