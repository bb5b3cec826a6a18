import type { LeadRow } from "@uplink/db";
import { centsToEuros, type Lead } from "@uplink/domain";
import { isoOrNull } from "../timestamps";

/** The one way a lead row becomes the Lead responses carry. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: { street: row.street, city: row.city, postalCode: row.postalCode },
    status: row.status,
    customerId: row.customerId,
    installerId: row.installerId,
    value: row.valueCents === null ? null : centsToEuros(row.valueCents),
    createdAt: row.createdAt.toISOString(),
    preferredStartDate: row.preferredStartDate,
    preferredEndDate: row.preferredEndDate,
    scheduledAt: isoOrNull(row.scheduledAt),
    timeRange: row.timeRange,
    specialRequirements: row.specialRequirements,
    revisionFeedback: row.revisionFeedback,
  };
}
