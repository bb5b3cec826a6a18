import { z } from "zod";
import { leadSchema } from "./entities";
import { ratingSummarySchema } from "./public-installers";

/**
 * A lead in the dashboard's list (GET /workflow/leads), with where it is as far as the
 * viewer's service area goes. A request whose town could not be placed is shown to every
 * installer and says so (`located: false`), whatever the filter.
 */
export const listedLeadSchema = leadSchema.extend({
  /** Whether the gazetteer found the request's town when it was posted or last edited. */
  located: z.boolean(),
  /**
   * Straight-line distance in km (one decimal) from the viewing installer's service town;
   * null when either place is unknown, or the viewer has no service area.
   */
  distanceKm: z.number().nullable(),
  /** Within the viewing installer's radius; null when that cannot be told (as distanceKm). */
  inServiceArea: z.boolean().nullable(),
  /** The assigned installer's revealed, unhidden ratings; null while nobody has accepted. */
  installerRating: ratingSummarySchema.nullable(),
  /**
   * The customer's ratings by installers of their earlier jobs: only for an installer
   * weighing a NEW request of theirs; null for everyone else (never public).
   */
  customerRating: ratingSummarySchema.nullable(),
});
export type ListedLead = z.infer<typeof listedLeadSchema>;
