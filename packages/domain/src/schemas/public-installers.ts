import { z } from "zod";
import { CITY_MAX_LENGTH, SERVICE_RADIUS_KM_MAX } from "../constants";
import { said } from "../messages";
import { countryCode } from "./country-fields";
import { fieldMessage, validation } from "./field-message";
import { id, requiredText } from "./fields";

/*
 * What anyone may read about an APPROVED installer (issue 25), without a session: their
 * public profile with its revealed, unhidden reviews, and the directory of installers
 * near a town. Never an email, a phone number, a full last name or an address.
 */

const timestamp = z.iso.datetime({ offset: true });
const pageLimit = z.coerce.number().int().min(1).max(100).optional();

/** GET /installers/{id}: the profile with a page of its reviews, newest first. */
export const publicInstallerQuery = z.object({
  id,
  limit: pageLimit,
  /** The id of the last review of the previous page. */
  cursor: id.optional(),
});
export type PublicInstallerQuery = z.infer<typeof publicInstallerQuery>;

/** A customer's review as a profile shows it: no author, no lead. */
export const publicReviewSchema = z.object({
  /** The cursor of the next page, and what the installer's reply names. */
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: timestamp,
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The average of the revealed, unhidden customers' reviews (one decimal; null without any). */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const publicInstallerSchema = z.object({
  id: z.uuid(),
  companyName: z.string().nullable(),
  /** The installer's short bio, contact details removed (issue 25). */
  bio: z.string().nullable(),
  firstName: z.string(),
  /** The first letter of the last name, e.g. "M." */
  lastInitial: z.string(),
  serviceCity: z.string().nullable(),
  country: z.string().nullable(),
  serviceRadiusKm: z.number().int().nullable(),
  verified: z.boolean(),
  memberSince: timestamp,
  completedJobs: z.number().int(),
  rating: ratingSummarySchema,
  reviews: z.array(publicReviewSchema),
});
export type PublicInstaller = z.infer<typeof publicInstallerSchema>;

const radiusKm = fieldMessage(said.reviews.radiusRange);

/** GET /installers?near=&country=&radiusKm=: the installers serving within radiusKm of a town. */
export const installerDirectoryQuery = z.object({
  near: requiredText(validation.cityRequired).max(CITY_MAX_LENGTH, validation.cityTooLong),
  country: countryCode,
  radiusKm: z.coerce
    .number(radiusKm)
    .int(radiusKm)
    .min(0, radiusKm)
    .max(SERVICE_RADIUS_KM_MAX, radiusKm)
    .default(0),
  limit: pageLimit,
  /** The id of the last installer of the previous page. */
  cursor: id.optional(),
});
export type InstallerDirectoryQuery = z.infer<typeof installerDirectoryQuery>;

/** An installer the directory lists: the profile's summary and the distance to their town. */
export const listedInstallerSchema = publicInstallerSchema
  .omit({ reviews: true })
  .extend({ distanceKm: z.number() });
export type ListedInstaller = z.infer<typeof listedInstallerSchema>;
