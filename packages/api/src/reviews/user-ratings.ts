import { sql, type RawBuilder } from "kysely";
import { LeadStatus, Role, type RatingSummary } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";

/*
 * The ratings shown where decisions are made (issue 25) and on public profiles, all read
 * from user_ratings (migration 0029): the count and sum of the revealed, unhidden reviews
 * about a user, kept by a trigger as reviews are revealed and hidden, so a list page
 * joins one row per party by primary key instead of aggregating reviews.
 */

/** The average (one decimal, as numeric text) of the user_ratings row aliased `table`. */
export function averageOf(table: string): RawBuilder<string | null> {
  const sum = sql.ref(`${table}.ratingSum`);
  const count = sql.ref(`${table}.ratingCount`);
  return sql<string | null>`round(${sum}::numeric / nullif(${count}, 0), 1)`;
}

/** A rating as answers carry it: no row (no review yet) is a count of 0 without an average. */
export function toRating(count: number | null, average: string | null): RatingSummary {
  return { average: average === null ? null : Number(average), count: count ?? 0 };
}

/**
 * What a lead query selects of its parties' ratings, from user_ratings left-joined as
 * `installer_ratings` (on the lead's installer) and `customer_ratings` (on its customer).
 */
export function partyRatingSelection() {
  return [
    sql<number | null>`${sql.ref("installer_ratings.ratingCount")}`.as("installerRatingCount"),
    averageOf("installer_ratings").as("installerRatingAverage"),
    sql<number | null>`${sql.ref("customer_ratings.ratingCount")}`.as("customerRatingCount"),
    averageOf("customer_ratings").as("customerRatingAverage"),
  ] as const;
}

export interface PartyRatingColumns {
  installerRatingCount: number | null;
  installerRatingAverage: string | null;
  customerRatingCount: number | null;
  customerRatingAverage: string | null;
}

export interface PartyRatings {
  installerRating: RatingSummary | null;
  customerRating: RatingSummary | null;
}

/**
 * A lead's parties' ratings as `viewer` may see them: the installer's, once there is one,
 * for anyone who sees the lead; the customer's (reviews of them by earlier installers)
 * only for an installer weighing their NEW request — never public, never for customers.
 */
export function partyRatingsFor(
  row: PartyRatingColumns & { installerId: string | null; status: string },
  viewer: SessionUser,
): PartyRatings {
  const seesCustomer = viewer.role === Role.INSTALLER && row.status === LeadStatus.NEW;
  return {
    installerRating:
      row.installerId === null
        ? null
        : toRating(row.installerRatingCount, row.installerRatingAverage),
    customerRating: seesCustomer
      ? toRating(row.customerRatingCount, row.customerRatingAverage)
      : null,
  };
}
