import { Role, type LeadOffersQuery, type ListedOffer, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { pastCursor } from "../keyset-page";
import { findLead } from "../leads/lead-access";
import { toListedOffer } from "./to-offer";
import { averageOf } from "../reviews/user-ratings";

const DEFAULT_LIMIT = 50;

/**
 * A lead's offers, newest first, paged by (created_at, id) along
 * offers_lead_id_created_at_idx. Its customer and administrators see every offer with
 * the installer's name, verification status and rating (issue 25); an installer sees only their own (none
 * of their competitors' prices); another customer is told the lead does not exist.
 */
export async function listOffers(
  deps: ApiDeps,
  user: SessionUser,
  { id, limit = DEFAULT_LIMIT, cursor }: LeadOffersQuery,
): Promise<ListedOffer[]> {
  const lead = await findLead(deps.db, id);
  if (user.role === Role.CUSTOMER && lead.customerId !== user.id) {
    throw new NotFound(said.server.notFound);
  }
  let query = deps.db
    .selectFrom("offers")
    .innerJoin("users", "users.id", "offers.installerId")
    .leftJoin("userRatings", "userRatings.userId", "offers.installerId")
    .selectAll("offers")
    .select(["users.firstName", "users.lastName", "users.verificationStatus"])
    .select(["userRatings.ratingCount", averageOf("userRatings").as("ratingAverage")])
    .where("offers.leadId", "=", lead.id)
    .orderBy("offers.createdAt", "desc")
    .orderBy("offers.id", "desc")
    .limit(limit);
  if (user.role === Role.INSTALLER) query = query.where("offers.installerId", "=", user.id);
  if (cursor !== undefined) query = query.where(pastCursor("offers", cursor, "desc"));
  const rows = await query.execute();
  return rows.map(toListedOffer);
}
