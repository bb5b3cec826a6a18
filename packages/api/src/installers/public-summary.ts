import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { LeadStatus, VerificationStatus } from "@uplink/domain";
import { averageOf } from "../reviews/user-ratings";

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

/** The installers anyone may read about: APPROVED, not deleted. */
function publicInstallers(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .where("users.role", "=", "installer")
    .where("users.verificationStatus", "=", VerificationStatus.APPROVED)
    .where("users.anonymisedAt", "is", null);
}

/** The ids of the installers whose profiles are public (the sitemap lists them), oldest first. */
export async function publicInstallerIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await publicInstallers(db)
    .select("users.id")
    .orderBy("users.createdAt")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * APPROVED installers, not deleted, with their public summary (name, area, jobs, rating:
 * the revealed, unhidden reviews that user_ratings counts).
 */
export function selectPublicSummaries(db: Kysely<Database>) {
  return (
    publicInstallers(db)
      .leftJoin("installerProfiles", "installerProfiles.userId", "users.id")
      .leftJoin("userRatings", "userRatings.userId", "users.id")
      // Each column under its own name, so that a query compiled once (compileOnce) gets
      // its rows with the names the code reads.
      .select((eb) => [
        "users.id as id",
        "users.firstName as firstName",
        "users.lastName as lastName",
        "users.createdAt as createdAt",
        "users.emailVerified as emailVerified",
        "users.verificationStatus as verificationStatus",
        "installerProfiles.companyName as companyName",
        "installerProfiles.bio as bio",
        "installerProfiles.serviceCity as serviceCity",
        "installerProfiles.country as country",
        "installerProfiles.serviceRadiusKm as serviceRadiusKm",
        "installerProfiles.serviceLatitude as serviceLatitude",
        "installerProfiles.serviceLongitude as serviceLongitude",
        // The installer's own leads, counted by status: a `status = 'APPROVED'` condition
        // would let a planner without statistics (right after a bulk load) AND the
        // installer's index with the status index, reading every APPROVED lead of every
        // installer (issue 25's benchmark: 9 ms a count at 100,000 leads).
        eb
          .selectFrom("leads")
          .select(
            sql<string>`count(*) filter (where leads.status = ${LeadStatus.APPROVED})`.as("count"),
          )
          .whereRef("leads.installerId", "=", "users.id")
          .as("completedJobs"),
        "userRatings.ratingCount as ratingCount",
        averageOf("userRatings").as("ratingAverage"),
      ])
  );
}

export type PublicSummaryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectPublicSummaries>["executeTakeFirst"]>>
>;
