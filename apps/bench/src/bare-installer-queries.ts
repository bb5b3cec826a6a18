import { EARTH_RADIUS_KM } from "@uplink/gazetteer";

/*
 * The reference's SQL for what anyone may read about APPROVED installers (issue 25): the
 * directory near a town and the public profile, with the columns they answer named, and
 * rows turned into the product's JSON shapes by hand.
 */

/** Great-circle km from the point ($1, $2) to the installer's service town, as the product's. */
const DISTANCE = `(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin(radians(p.service_latitude - $1) / 2), 2)
  + cos(radians($1)) * cos(radians(p.service_latitude))
  * power(sin(radians(p.service_longitude - $2) / 2), 2)))))`;

const SUMMARY_COLUMNS = `u.id, u.first_name, u.last_name, u.created_at, u.email_verified,
  u.verification_status, p.company_name, p.bio, p.service_city, p.country, p.service_radius_km`;

const APPROVED_INSTALLER = `u.role = 'installer' and u.verification_status = 'APPROVED'
  and u.anonymised_at is null`;

/** The average and count of an installer's public reviews (revealed, not hidden). */
const RATING_OF = (installer: string) => `left join lateral (
    select round(avg(r.rating), 1) as rating_average, count(*) as rating_count from reviews r
    where r.subject_id = ${installer} and r.revealed_at is not null and r.hidden_at is null
  ) as rating on true`;

/** Counted over the installer's own leads only, as the product's (public-summary.ts). */
const COMPLETED_JOBS_OF = (installer: string) => `(
  select count(*) filter (where leads.status = 'APPROVED') from leads
  where leads.installer_id = ${installer}) as completed_jobs`;

export const INSTALLER_SQL = {
  /**
   * $1, $2 the town's point, $3 the radius asked, $4 the latitude band (degrees) no
   * service area reaches beyond, $5 the page: ranked first, the jobs counted for the page.
   */
  directory: `
    select page.*, ${COMPLETED_JOBS_OF("page.id")}
    from (
      select listed.*, rating.rating_average, rating.rating_count
      from (
        select ${SUMMARY_COLUMNS}, ${DISTANCE} as distance_km
        from installer_profiles p join users u on u.id = p.user_id
        where p.service_latitude between $1 - $4 and $1 + $4
          and ${DISTANCE} <= p.service_radius_km + $3 and ${APPROVED_INSTALLER}
      ) as listed
      ${RATING_OF("listed.id")}
      order by listed.distance_km, -coalesce(rating.rating_average, 0), listed.id
      limit $5
    ) as page
    order by page.distance_km, -coalesce(page.rating_average, 0), page.id`,
  /** $1 the installer. */
  profile: `
    select ${SUMMARY_COLUMNS}, rating.rating_average, rating.rating_count, ${COMPLETED_JOBS_OF("u.id")}
    from users u left join installer_profiles p on p.user_id = u.id
    ${RATING_OF("u.id")}
    where u.id = $1 and ${APPROVED_INSTALLER}`,
  /** $1 the installer, $2 the page: newest first. */
  reviews: `
    select id, rating, text, created_at, reply from reviews
    where subject_id = $1 and revealed_at is not null and hidden_at is null
    order by created_at desc, id desc limit $2`,
} as const;

/** An installer as the directory lists it and the profile begins. */
export function toPublicSummary(row: Record<string, unknown>) {
  const count = Number(row.rating_count);
  const average = row.rating_average as string | null;
  return {
    id: row.id,
    companyName: row.company_name,
    bio: row.bio,
    firstName: row.first_name,
    lastInitial: `${[...(row.last_name as string)][0] ?? ""}.`,
    serviceCity: row.service_city,
    country: row.country,
    serviceRadiusKm: row.service_radius_km,
    verified: row.verification_status === "APPROVED" && row.email_verified === true,
    memberSince: (row.created_at as Date).toISOString(),
    completedJobs: Number(row.completed_jobs),
    rating: { average: count === 0 || average === null ? null : Number(average), count },
  };
}

export function toListedInstaller(row: Record<string, unknown>) {
  return {
    ...toPublicSummary(row),
    distanceKm: Math.round((row.distance_km as number) * 10) / 10,
  };
}

export function toPublicReview(row: Record<string, unknown>) {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    createdAt: (row.created_at as Date).toISOString(),
    reply: row.reply,
  };
}
