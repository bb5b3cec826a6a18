import type { LeadRow } from "@uplink/db";
import { centsToEuros, type Lead, type Settlement } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { isoOrNull } from "../timestamps";
import { maySeeLead } from "./lead-access";

/**
 * The one way a lead row becomes the Lead responses carry, as `viewer` may see it: the
 * street only for its customer, its assigned installer and administrators (SPEC §6:
 * details only after accepting), so an installer weighing a NEW lead sees city and
 * postal code.
 */
export function toLead(row: LeadRow, viewer: SessionUser): Lead {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: {
      street: maySeeLead(viewer, row) ? row.street : null,
      city: row.city,
      postalCode: row.postalCode,
    },
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
    autoReleaseAt: isoOrNull(row.autoReleaseAt),
    settlement: toSettlement(row),
  };
}

function toSettlement(row: LeadRow): Settlement | null {
  if (row.settlementOutcome === null || row.settledAt === null) return null;
  return {
    outcome: row.settlementOutcome,
    installerEuros: centsToEuros(row.settlementInstallerCents ?? 0),
    refundedEuros: centsToEuros(row.settlementRefundedCents ?? 0),
    note: row.settlementNote ?? "",
    settledAt: row.settledAt.toISOString(),
  };
}
