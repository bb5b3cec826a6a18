import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import {
  said,
  VerificationStatus,
  type PublicInstaller,
  type PublicInstallerQuery,
} from "@uplink/domain";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { compileOnce, type ValueOf } from "../compiled-query";
import { pastCursor } from "../keyset-page";
import { toRating } from "../reviews/user-ratings";
import { isUuid } from "../leads/lead-access";
import { publicReviewsOf, selectPublicSummaries, type PublicSummaryRow } from "./public-summary";

const DEFAULT_REVIEWS_PAGE = 20;

/** The profile's summary: one installer's, if APPROVED (compiled once: a hot read). */
const summaryOf = compileOnce((db: Kysely<Database>, value: ValueOf<{ id: string }>) =>
  selectPublicSummaries(db).where("users.id", "=", value("id")),
);

interface ReviewsValues {
  installerId: string;
  limit: number;
  cursor: string;
}

/** A page of an installer's public reviews, newest first; the first page or the one after `cursor`. */
const reviewsPageOf = (paged: boolean) =>
  compileOnce((db: Kysely<Database>, value: ValueOf<ReviewsValues>) => {
    let query = publicReviewsOf(db, value("installerId"))
      .select([
        "reviews.id as id",
        "reviews.rating as rating",
        "reviews.text as text",
        "reviews.createdAt as createdAt",
        "reviews.reply as reply",
      ])
      .orderBy("reviews.createdAt", "desc")
      .orderBy("reviews.id", "desc")
      .limit(value("limit"));
    if (paged) {
      query = query.where(
        pastCursor("reviews", value("cursor"), "desc", {
          column: "subjectId",
          id: value("installerId"),
        }),
      );
    }
    return query;
  });
const FIRST_REVIEWS = reviewsPageOf(false);
const NEXT_REVIEWS = reviewsPageOf(true);

/**
 * An APPROVED installer's public profile (issue 25), for anyone: who they are as far as
 * a stranger may know (first name, the initial of the last, company, service town and
 * radius), how long they have been with Uplink, how many jobs they finished, and the
 * customers' revealed, unhidden reviews, newest first, paged. Anyone else (customers,
 * installers not approved, deleted accounts, unknown ids) is 404 alike. The summary and
 * the reviews are asked at once; the reviews of anyone else are never answered.
 */
export async function publicProfile(
  deps: ApiDeps,
  { id, limit = DEFAULT_REVIEWS_PAGE, cursor }: PublicInstallerQuery,
): Promise<PublicInstaller> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  const values = { installerId: id, limit, cursor: cursor ?? "" };
  const [[row], reviews] = await Promise.all([
    summaryOf(deps.db, { id }),
    (cursor ? NEXT_REVIEWS : FIRST_REVIEWS)(deps.db, values),
  ]);
  if (!row) throw new NotFound(said.server.notFound);
  return {
    ...toPublicSummary(row),
    reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
  };
}

/** The profile's summary as the directory lists it too. */
export function toPublicSummary(row: PublicSummaryRow): Omit<PublicInstaller, "reviews"> {
  return {
    id: row.id,
    companyName: row.companyName,
    bio: row.bio,
    firstName: row.firstName,
    lastInitial: `${[...row.lastName][0] ?? ""}.`,
    serviceCity: row.serviceCity,
    country: row.country,
    serviceRadiusKm: row.serviceRadiusKm,
    verified: row.verificationStatus === VerificationStatus.APPROVED && row.emailVerified,
    memberSince: row.createdAt.toISOString(),
    completedJobs: Number(row.completedJobs),
    rating: toRating(row.ratingCount, row.ratingAverage),
  };
}
