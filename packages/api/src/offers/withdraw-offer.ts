import { OfferStatus, type Offer, type OfferIdInput, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, NotFound } from "../errors";
import { isUuid } from "../leads/lead-access";
import { toOffer } from "./to-offer";

/**
 * The installer takes back their offer while it is PENDING. Someone else's offer is
 * NotFound. Locks only the offer's row: an acceptance of it at the same time either
 * finds it WITHDRAWN (409) or has already taken it (this one is then 409).
 */
export async function withdrawOffer(
  deps: ApiDeps,
  installer: SessionUser,
  { id }: OfferIdInput,
): Promise<Offer> {
  if (!isUuid(id)) throw new NotFound(said.server.notFound);
  return deps.db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom("offers")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!offer || offer.installerId !== installer.id) throw new NotFound(said.server.notFound);
    if (offer.status !== OfferStatus.PENDING) {
      throw new Conflict(said.server.offerNotPending(offer.status, "withdrawn"));
    }
    const withdrawn = await trx
      .updateTable("offers")
      .set({ status: OfferStatus.WITHDRAWN })
      .where("id", "=", offer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOffer(withdrawn);
  });
}
