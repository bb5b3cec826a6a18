import type { LeadRow } from "@uplink/db";
import { centsToEuros, type Lead, type ListedLead, type Settlement } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { countryOf } from "../countries/country-values";
import { isoOf, isoOrNull, isoText } from "../timestamps";
import { maySeeLead } from "./lead-access";
import { partyRatingsFor, type PartyRatingColumns } from "../reviews/user-ratings";

/**
 * The columns a Lead is made of: what a query selects for toLead, and no more; each
 * named as the code reads it, so a query compiled once (compileOnce) can select them.
 */
export const LEAD_VIEW_COLUMNS = [
  "leads.id",
  "leads.title",
  "leads.description",
  "leads.street",
  "leads.city",
  "leads.postalCode as postalCode",
  "leads.country",
  "leads.status",
  "leads.customerId as customerId",
  "leads.installerId as installerId",
  "leads.valueCents as valueCents",
  "leads.preferredStartDate as preferredStartDate",
  "leads.preferredEndDate as preferredEndDate",
  "leads.timeRange as timeRange",
  "leads.specialRequirements as specialRequirements",
  "leads.revisionFeedback as revisionFeedback",
  "leads.settlementOutcome as settlementOutcome",
  "leads.settlementInstallerCents as settlementInstallerCents",
  "leads.settlementRefundedCents as settlementRefundedCents",
  "leads.settlementNote as settlementNote",
] as const;

type ColumnName<Ref> = Ref extends `leads.${string} as ${infer Alias}`
  ? Alias
  : Ref extends `leads.${infer Name}`
    ? Name
    : never;

/** The instants of a Lead: a query selects them as isoText (see leadViewSelection). */
type Instant = "createdAt" | "scheduledAt" | "autoReleaseAt" | "settledAt";

/**
 * A lead row with the columns of LEAD_VIEW_COLUMNS and its instants, as Dates (a whole
 * row) or as ISO text (leadViewSelection).
 */
export type LeadView = Pick<LeadRow, ColumnName<(typeof LEAD_VIEW_COLUMNS)[number]>> & {
  [K in Instant]: LeadRow[K] extends Date ? Date | string : Date | string | null;
};

/** What a query selects for toLead: the columns, and the instants already as ISO text. */
export function leadViewSelection() {
  return [
    ...LEAD_VIEW_COLUMNS,
    isoText("leads.createdAt").as("createdAt"),
    isoText<string | null>("leads.scheduledAt").as("scheduledAt"),
    isoText<string | null>("leads.autoReleaseAt").as("autoReleaseAt"),
    isoText<string | null>("leads.settledAt").as("settledAt"),
  ] as const;
}

/**
 * The one way a lead row becomes the Lead responses carry, as `viewer` may see it: the
 * street only for its customer, its assigned installer and administrators (SPEC §6:
 * details only after accepting), so an installer weighing a NEW lead sees city and
 * postal code.
 */
export function toLead(row: LeadView, viewer: SessionUser): Lead {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: {
      street: maySeeLead(viewer, row) ? row.street : null,
      city: row.city,
      postalCode: row.postalCode,
    },
    country: countryOf(row.country),
    status: row.status,
    customerId: row.customerId,
    installerId: row.installerId,
    value: row.valueCents === null ? null : centsToEuros(row.valueCents),
    createdAt: isoOf(row.createdAt),
    preferredStartDate: row.preferredStartDate,
    preferredEndDate: row.preferredEndDate,
    scheduledAt: isoOrNull(row.scheduledAt),
    timeRange: row.timeRange,
    specialRequirements: row.specialRequirements,
    revisionFeedback: row.revisionFeedback,
    autoReleaseAt: isoOrNull(row.autoReleaseAt),
    settlement: toSettlement(row),
  };
}

/** Where a listed lead is, as far as the viewer's service area goes (see list-leads). */
export interface LeadPlace {
  located: boolean;
  distanceKm: number | null;
  inServiceArea: boolean | null;
}

/** A lead as the dashboard's list shows it: toLead's, where it is, and its parties' ratings. */
export function toListedLead(
  row: LeadView & LeadPlace & PartyRatingColumns,
  viewer: SessionUser,
): ListedLead {
  // Completed in place rather than copied: a page makes 50 of these (issue 12).
  const listed = toLead(row, viewer) as ListedLead;
  listed.located = row.located;
  listed.distanceKm = row.distanceKm;
  listed.inServiceArea = row.inServiceArea;
  const ratings = partyRatingsFor(row, viewer);
  listed.installerRating = ratings.installerRating;
  listed.customerRating = ratings.customerRating;
  return listed;
}

function toSettlement(row: LeadView): Settlement | null {
  if (row.settlementOutcome === null || row.settledAt === null) return null;
  return {
    outcome: row.settlementOutcome,
    installerEuros: centsToEuros(row.settlementInstallerCents ?? 0),
    refundedEuros: centsToEuros(row.settlementRefundedCents ?? 0),
    note: row.settlementNote ?? "",
    settledAt: isoOf(row.settledAt),
  };
}
