import {
  AlertType,
  centsToEuros,
  LeadStatus,
  Role,
  VerificationStatus,
  type AdminStats,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { centsFromDatabase } from "../escrow/cents";

const PENDING = [VerificationStatus.NEW, VerificationStatus.ACCEPTED];

/**
 * The figures of both admin consoles (ARCHITECTURE §4), read in one statement:
 * - totalUsers: customers and installers whose account is not deleted;
 * - pendingInstallers: installers NEW or ACCEPTED; activeInstallers: APPROVED;
 * - totalLeads, activeLeads (neither APPROVED nor CANCELLED: a cancelled request needs
 *   nothing more, a DISPUTED one still does) and conversionRate (APPROVED ÷ total × 100,
 *   one decimal, 0 without leads; cancelled requests count in the total);
 * - totalRevenue: euros released from escrow, to installers and as platform fees;
 * - leakDetections: leak_detection alerts, resolved or not.
 */
export async function adminStats(deps: ApiDeps, _admin: SessionUser): Promise<AdminStats> {
  const row = await deps.db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("users")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("anonymisedAt", "is", null)
        .where("role", "in", [Role.CUSTOMER, Role.INSTALLER])
        .as("totalUsers"),
      eb
        .selectFrom("users")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("anonymisedAt", "is", null)
        .where("role", "=", Role.INSTALLER)
        .where("verificationStatus", "in", PENDING)
        .as("pendingInstallers"),
      eb
        .selectFrom("users")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("anonymisedAt", "is", null)
        .where("role", "=", Role.INSTALLER)
        .where("verificationStatus", "=", VerificationStatus.APPROVED)
        .as("activeInstallers"),
      eb
        .selectFrom("leads")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .as("totalLeads"),
      eb
        .selectFrom("leads")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("status", "=", LeadStatus.APPROVED)
        .as("approvedLeads"),
      eb
        .selectFrom("leads")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("status", "=", LeadStatus.CANCELLED)
        .as("cancelledLeads"),
      eb
        .selectFrom("alerts")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .where("type", "=", AlertType.LEAK_DETECTION)
        .as("leakDetections"),
      eb
        .selectFrom("ledgerEntries as entry")
        .innerJoin("ledgerTransactions as transaction", "transaction.id", "entry.transactionId")
        .innerJoin("ledgerAccounts as account", "account.id", "entry.accountId")
        .select((inner) => inner.fn.sum<string | null>("entry.amountCents").as("cents"))
        .where("transaction.kind", "=", "release")
        .where("account.kind", "in", ["installer_payable", "platform_fees"])
        .as("revenueCents"),
    ])
    .executeTakeFirstOrThrow();

  const totalLeads = Number(row.totalLeads);
  const approvedLeads = Number(row.approvedLeads);
  return {
    totalUsers: Number(row.totalUsers),
    pendingInstallers: Number(row.pendingInstallers),
    activeLeads: totalLeads - approvedLeads - Number(row.cancelledLeads),
    totalRevenue: centsToEuros(centsFromDatabase(row.revenueCents)),
    totalLeads,
    conversionRate: conversionRate(approvedLeads, totalLeads),
    activeInstallers: Number(row.activeInstallers),
    leakDetections: Number(row.leakDetections),
  };
}

/** Approved ÷ total × 100, rounded to one decimal. */
export function conversionRate(approved: number, total: number): number {
  return total === 0 ? 0 : Math.round((approved / total) * 1000) / 10;
}
