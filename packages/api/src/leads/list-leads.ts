import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import { LEAD_PAGE_SIZE, Role, type ListedLead } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { isApprovedInstaller } from "./lead-permissions";
import { listPart } from "./service-area-list";
import { leadViewSelection, toListedLead } from "./to-lead";
import { compileOnce, type ValueOf } from "../compiled-query";
import { pastCursor } from "../keyset-page";

export interface LeadPage {
  limit?: number | undefined;
  /** The id of the last lead of the previous page: the next page starts after it. */
  cursor?: string | undefined;
  /** Installers with a placed service area: only the leads in it (and those not placed). */
  inArea?: boolean | undefined;
}

/** Whose leads a list shows (see listLeads). */
type Scope = "customer" | "approved installer" | "installer" | "everyone";

interface ListValues {
  userId: string;
  cursor: string;
  limit: number;
}

/** The list's query for one scope, with or without a cursor: compiled once. */
function listQuery(scope: Scope, paged: boolean) {
  return compileOnce((db: Kysely<Database>, value: ValueOf<ListValues>) => {
    let query = db
      .selectFrom("leads")
      .select(leadViewSelection())
      .select([
        sql<boolean>`${sql.ref("leads.latitude")} is not null`.as("located"),
        sql<null>`null`.as("distanceKm"),
        sql<null>`null`.as("inServiceArea"),
      ]);
    if (scope === "customer") query = query.where("leads.customerId", "=", value("userId"));
    else if (scope === "approved installer") {
      query = query.where((eb) =>
        eb.or([eb("leads.status", "=", "NEW"), eb("leads.installerId", "=", value("userId"))]),
      );
    } else if (scope === "installer") {
      query = query.where("leads.installerId", "=", value("userId"));
    }
    if (paged) query = query.where(pastCursor("leads", value("cursor"), "desc"));
    return query
      .orderBy("leads.createdAt", "desc")
      .orderBy("leads.id", "desc")
      .limit(value("limit"));
  });
}

const SCOPES: readonly Scope[] = ["customer", "approved installer", "installer", "everyone"];
const LIST_QUERIES = new Map(
  SCOPES.flatMap((scope) => [
    [`${scope}|first`, listQuery(scope, false)],
    [`${scope}|next`, listQuery(scope, true)],
  ]),
);

function scopeOf(user: SessionUser): Scope {
  if (user.role === Role.CUSTOMER) return "customer";
  if (isApprovedInstaller(user)) return "approved installer";
  if (user.role === Role.INSTALLER) return "installer";
  return "everyone";
}

/**
 * The dashboard's leads, newest first (SPEC §6): a customer's own; for an approved
 * installer the NEW ones (without their street, see toLead) plus those assigned to them,
 * for any other installer only those assigned to them (the dashboard says the account is
 * pending verification); all for an administrator. One query, walking
 * the (customer_id | status | installer_id, created_at) indexes, with keyset paging on
 * (created_at, id) so that a page is as cheap as the first and no lead is skipped or
 * repeated while new ones arrive. A cursor naming a lead that no longer exists ends
 * the list. The dashboard's hot path: its queries are compiled once (compileOnce).
 *
 * An approved installer whose service town was placed sees the leads within their radius
 * and those not placed first, then the rest (service-area-list.ts), or with `inArea`
 * only the first; each lead says how far it is.
 */
export async function listLeads(
  deps: ApiDeps,
  user: SessionUser,
  { limit = LEAD_PAGE_SIZE, cursor, inArea = false }: LeadPage = {},
): Promise<ListedLead[]> {
  const scope = scopeOf(user);
  const area = user.serviceArea;
  if (scope === "approved installer" && area) {
    const page = { userId: user.id, cursor: cursor ?? "", limit };
    const near = await listPart(deps.db, "near", area, page);
    if (inArea || near.length === limit) return near.map((row) => toListedLead(row, user));
    const last = near.at(-1);
    const far = await listPart(deps.db, "far", area, {
      ...page,
      // Past the last near lead: "far" then starts from its top.
      cursor: last ? last.id : page.cursor,
      limit: limit - near.length,
    });
    return [...near, ...far].map((row) => toListedLead(row, user));
  }
  const query = LIST_QUERIES.get(`${scope}|${cursor === undefined ? "first" : "next"}`);
  if (!query) throw new Error("no list query for this scope");
  const rows = await query(deps.db, { userId: user.id, cursor: cursor ?? "", limit });
  return rows.map((row) => toListedLead(row, user));
}
