import type { ListedOffer } from "@uplink/domain";
import { aLead, INSTALLER_ID } from "./leads";

export const OFFER_ID = "6c5b4a39-2817-4f6e-9d5c-4b3a2f1e0d9c";

/** A pending offer on aLead() as leads.offers lists it. */
export function anOffer(overrides: Partial<ListedOffer> = {}): ListedOffer {
  return {
    id: OFFER_ID,
    leadId: aLead().id,
    installerId: INSTALLER_ID,
    value: 420,
    message: "I can come next Tuesday with a 6 m mast.",
    status: "PENDING",
    createdAt: "2026-03-06T09:30:00.000Z",
    installer: {
      firstName: "Ivan",
      lastName: "Petrov",
      verificationStatus: "APPROVED",
      rating: { average: 4.5, count: 2 },
    },
    ...overrides,
  };
}
