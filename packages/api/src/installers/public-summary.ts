import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { VerificationStatus } from "@uplink/domain";

/*
 * What may be told about an installer without a session (issue 25), read in one place so
 * that no query of the public profile or the directory selects a contact detail: the
 * columns below are all a public answer is made of.
 */

/** An installer's customer reviews that count in public: revealed and not hidden. */
export function publicReviewsOf(db: Kysely<Database>, installerId: string) {
  return db
    .selectFrom("reviews")
    .where("reviews.subjectId", "=", installerId)
    .where("reviews.revealedAt", "is not", null)
    .where("reviews.hiddenAt", "is", null);
}

/** APPROVED installers, not deleted, with their public summary (name, area, jobs, rating). */
export function selectPublicSummaries(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .leftJoin("installerProfiles", "installerProfiles.userId", "users.id")
    .select((eb) => [
      "users.id",
      "users.firstName",
      "users.lastName",
      "users.createdAt",
      "users.emailVerified",
      "users.verificationStatus",
      "installerProfiles.companyName",
      "installerProfiles.serviceCity",
      "installerProfiles.country",
      "installerProfiles.serviceRadiusKm",
      "installerProfiles.serviceLatitude",
      "installerProfiles.serviceLongitude",
      eb
        .selectFrom("leads")
        .select(sql<string>`count(*)`.as("count"))
        .whereRef("leads.installerId", "=", "users.id")
        .where("leads.status", "=", "APPROVED")
        .as("completedJobs"),
      eb
        .selectFrom("reviews")
        .select(sql<string | null>`round(avg(reviews.rating), 1)`.as("average"))
        .whereRef("reviews.subjectId", "=", "users.id")
        .where("reviews.revealedAt", "is not", null)
        .where("reviews.hiddenAt", "is", null)
        .as("ratingAverage"),
      eb
        .selectFrom("reviews")
        .select(sql<string>`count(*)`.as("count"))
        .whereRef("reviews.subjectId", "=", "users.id")
        .where("reviews.revealedAt", "is not", null)
        .where("reviews.hiddenAt", "is", null)
        .as("ratingCount"),
    ])
    .where("users.role", "=", "installer")
    .where("users.verificationStatus", "=", VerificationStatus.APPROVED)
    .where("users.anonymisedAt", "is", null);
}

export type PublicSummaryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectPublicSummaries>["executeTakeFirst"]>>
>;
