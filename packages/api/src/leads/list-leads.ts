import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database, LeadRow } from "@uplink/db";
import { LEAD_PAGE_SIZE, Role, type ListedLead } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { isApprovedInstaller } from "./lead-permissions";
import { listPart } from "./service-area-list";
import { leadViewSelection, toListedLead } from "./to-lead";
import { compileOnce, type ValueOf } from "../compiled-query";
import { partyRatingSelection } from "../reviews/user-ratings";
import { partLimit, pastCursor } from "../keyset-page";

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

/**
 * The parts of a scope's list, each walked along an index in the list's order
 * (migration 0016): together they are the list, and no lead is in two of them.
 */
function partsOf(scope: Scope, value: ValueOf<ListValues>) {
  return (
    {
      customer: [(eb) => eb("leads.customerId", "=", value("userId"))],
      "approved installer": [
        (eb) => eb("leads.status", "=", "NEW"),
        (eb) =>
          eb.and([eb("leads.installerId", "=", value("userId")), eb("leads.status", "<>", "NEW")]),
      ],
      installer: [(eb) => eb("leads.installerId", "=", value("userId"))],
      everyone: [(eb) => eb.lit(true)],
    } satisfies Record<Scope, ((eb: ExpressionBuilder<Database, "leads">) => Expression<SqlBool>)[]>
  )[scope];
}

/**
 * The list's query for one scope, with or without a cursor: compiled once. Each part
 * is its own page, newest first; the page is the newest of them.
 */
function listQuery(scope: Scope, paged: boolean) {
  return compileOnce((db: Kysely<Database>, value: ValueOf<ListValues>) => {
    const parts = partsOf(scope, value).map((where) => {
      let part = db.selectFrom("leads").selectAll("leads").where(where);
      if (paged) part = part.where(pastCursor("leads", value("cursor"), "desc"));
      return sql`(${part
        .orderBy("leads.createdAt", "desc")
        .orderBy("leads.id", "desc")
        .limit(partLimit(value("limit")))})`;
    });
    return db
      .selectFrom(sql<LeadRow>`(${sql.join(parts, sql` union all `)})`.as("leads"))
      .leftJoin("userRatings as installer_ratings", "installer_ratings.userId", "leads.installerId")
      .leftJoin("userRatings as customer_ratings", "customer_ratings.userId", "leads.customerId")
      .select(leadViewSelection())
      .select(partyRatingSelection())
      .select([
        sql<boolean>`${sql.ref("leads.latitude")} is not null`.as("located"),
        sql<null>`null`.as("distanceKm"),
        sql<null>`null`.as("inServiceArea"),
      ])
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
 * pending verification); all for an administrator. One query: a UNION ALL of parts
 * (an approved installer's: the NEW leads, and their own jobs), each walking its
 * (customer_id | installer_id | NEW, created_at, id) index newest first for a page
 * (partLimit), merged. So a page reads about a page of rows per part whatever the
 * planner's statistics say, even before a bulk-loaded table is analysed. Keyset paging on
 * (created_at, id), so that a page is as cheap as the first and no lead is skipped or
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
