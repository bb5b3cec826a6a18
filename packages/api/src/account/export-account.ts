import { centsToEuros, type AccountExport } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { countryOf } from "../countries/country-values";
import { toLead } from "../leads/to-lead";
import { isoOrNull } from "../timestamps";
import { toUser } from "../users/to-user";

/**
 * Everything stored about the caller, as JSON (GDPR access and portability): profile,
 * installer profile, sessions, the leads they posted or took on and their photos'
 * metadata, the messages they sent, notices to them, their ledger entries, alerts about
 * them, their refused photo checks, their withdrawals from accepted jobs and what they did. Hashes of passwords and tokens are never part of it.
 */
export async function exportAccount(
  { db }: ApiDeps,
  { id: userId }: SessionUser,
): Promise<AccountExport> {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();

  const installerProfile = await db
    .selectFrom("installerProfiles")
    .selectAll()
    .where("userId", "=", userId)
    .executeTakeFirst();

  const sessions = await db
    .selectFrom("sessions")
    .select(["id", "createdAt", "expiresAt", "revokedAt", "lastUsedAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) => eb.or([eb("customerId", "=", userId), eb("installerId", "=", userId)]))
    .orderBy("createdAt")
    .execute();

  const photos = await db
    .selectFrom("leadPhotos")
    .select([
      "id",
      "leadId",
      "kind",
      "mimeType",
      "width",
      "height",
      "byteSize",
      "caption",
      "uploadedBy",
      "createdAt",
    ])
    .where((eb) =>
      eb.or([
        eb("uploadedBy", "=", userId),
        eb(
          "leadId",
          "in",
          eb
            .selectFrom("leads")
            .select("leads.id")
            .where((inner) =>
              inner.or([inner("customerId", "=", userId), inner("installerId", "=", userId)]),
            ),
        ),
      ]),
    )
    .orderBy("createdAt")
    .execute();

  const sentMessages = await db
    .selectFrom("messages")
    .select(["id", "conversationId", "type", "body", "createdAt"])
    .where("senderId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const adminNotices = await db
    .selectFrom("adminNotices")
    .select(["id", "body", "createdAt", "readAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const ledgerEntries = await db
    .selectFrom("ledgerEntries as entry")
    .innerJoin("ledgerAccounts as account", "account.id", "entry.accountId")
    .innerJoin("ledgerTransactions as transaction", "transaction.id", "entry.transactionId")
    .select([
      "entry.id",
      "account.kind as accountKind",
      "account.leadId",
      "transaction.kind as transactionKind",
      "entry.amountCents",
      "entry.createdAt",
    ])
    .where("account.userId", "=", userId)
    .orderBy("entry.id")
    .execute();

  const alerts = await db
    .selectFrom("alerts")
    .select(["id", "type", "description", "details", "isResolved", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const photoRejections = await db
    .selectFrom("photoRejections")
    .select(["id", "reason", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const leadWithdrawals = await db
    .selectFrom("leadWithdrawals")
    .select(["id", "leadId", "reason", "createdAt"])
    .where("installerId", "=", userId)
    .orderBy("createdAt")
    .execute();

  const activities = await db
    .selectFrom("activities")
    .select(["id", "kind", "body", "leadId", "createdAt"])
    .where("actorId", "=", userId)
    .orderBy("createdAt")
    .execute();

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...toUser(user),
      username: user.username,
      clerkUserId: user.clerkUserId,
      updatedAt: user.updatedAt.toISOString(),
    },
    installerProfile: installerProfile
      ? {
          companyName: installerProfile.companyName,
          bio: installerProfile.bio,
          servicePostalCode: installerProfile.servicePostalCode,
          serviceCity: installerProfile.serviceCity,
          serviceRadiusKm: installerProfile.serviceRadiusKm,
          phone: installerProfile.phone,
          country: countryOf(installerProfile.country),
          updatedAt: installerProfile.updatedAt.toISOString(),
        }
      : null,
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: isoOrNull(session.revokedAt),
      lastUsedAt: isoOrNull(session.lastUsedAt),
    })),
    leads: leads.map((lead) => toLead(lead, user)),
    photos: photos.map((photo) => ({ ...photo, createdAt: photo.createdAt.toISOString() })),
    messages: sentMessages.map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
    })),
    adminNotices: adminNotices.map((notice) => ({
      ...notice,
      createdAt: notice.createdAt.toISOString(),
      readAt: isoOrNull(notice.readAt),
    })),
    ledgerEntries: ledgerEntries.map((entry) => ({
      id: entry.id,
      accountKind: entry.accountKind,
      leadId: entry.leadId,
      transactionKind: entry.transactionKind,
      amount: centsToEuros(entry.amountCents),
      createdAt: entry.createdAt.toISOString(),
    })),
    alerts: alerts.map((alert) => ({ ...alert, createdAt: alert.createdAt.toISOString() })),
    photoRejections: photoRejections.map((rejection) => ({
      ...rejection,
      createdAt: rejection.createdAt.toISOString(),
    })),
    leadWithdrawals: leadWithdrawals.map((withdrawal) => ({
      ...withdrawal,
      createdAt: withdrawal.createdAt.toISOString(),
    })),
    activities: activities.map((activity) => ({
      ...activity,
      createdAt: activity.createdAt.toISOString(),
    })),
  };
}
