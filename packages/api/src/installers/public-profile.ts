import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import {
  said,
  VerificationStatus,
  type PublicInstaller,
  type PublicInstallerQuery,
  type RatingSummary,
} from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { pastCursor } from "../keyset-page";
import { isUuid } from "../leads/lead-access";
import { publicReviewsOf, selectPublicSummaries, type PublicSummaryRow } from "./public-summary";

const DEFAULT_REVIEWS_PAGE = 20;

/**
 * An APPROVED installer's public profile (issue 25), for anyone: who they are as far as
 * a stranger may know (first name, the initial of the last, company, service town and
 * radius), how long they have been with Uplink, how many jobs they finished, and the
 * customers' revealed, unhidden reviews, newest first, paged. Anyone else (customers,
 * installers not approved, deleted accounts, unknown ids) is 404 alike.
 */
export async function publicProfile(
  deps: ApiDeps,
  { id, limit = DEFAULT_REVIEWS_PAGE, cursor }: PublicInstallerQuery,
): Promise<PublicInstaller> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const row = await selectPublicSummaries(deps.db).where("users.id", "=", id).executeTakeFirst();
  if (!row) throw new NotFound(said.server.notFound);
  return { ...toPublicSummary(row), reviews: await reviewsPage(deps.db, id, limit, cursor) };
}

async function reviewsPage(
  db: Kysely<Database>,
  installerId: string,
  limit: number,
  cursor: string | undefined,
): Promise<PublicInstaller["reviews"]> {
  let query = publicReviewsOf(db, installerId)
    .select(["reviews.id", "reviews.rating", "reviews.text", "reviews.createdAt", "reviews.reply"])
    .orderBy("reviews.createdAt", "desc")
    .orderBy("reviews.id", "desc")
    .limit(limit);
  if (cursor) {
    query = query.where(
      pastCursor("reviews", cursor, "desc", { column: "subjectId", id: installerId }),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The profile's summary as the directory lists it too. */
export function toPublicSummary(row: PublicSummaryRow): Omit<PublicInstaller, "reviews"> {
  return {
    id: row.id,
    companyName: row.companyName,
    firstName: row.firstName,
    lastInitial: `${[...row.lastName][0] ?? ""}.`,
    serviceCity: row.serviceCity,
    country: row.country,
    serviceRadiusKm: row.serviceRadiusKm,
    verified: row.verificationStatus === VerificationStatus.APPROVED && row.emailVerified,
    memberSince: row.createdAt.toISOString(),
    completedJobs: Number(row.completedJobs),
    rating: ratingOf(row),
  };
}

function ratingOf(row: PublicSummaryRow): RatingSummary {
  const count = Number(row.ratingCount);
  return {
    average: count === 0 || row.ratingAverage === null ? null : Number(row.ratingAverage),
    count,
  };
}
