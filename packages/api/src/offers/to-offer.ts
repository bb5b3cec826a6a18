import type { OfferRow } from "@uplink/db";
import {
  centsToEuros,
  type ListedOffer,
  type Offer,
  type VerificationStatus,
} from "@uplink/domain";
import { toRating } from "../reviews/user-ratings";

/** An offer as the API answers it: euros, ISO timestamps. */
export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    leadId: row.leadId,
    installerId: row.installerId,
    value: centsToEuros(row.valueCents),
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OfferWithInstaller extends OfferRow {
  firstName: string;
  lastName: string;
  verificationStatus: VerificationStatus | null;
  ratingCount: number | null;
  ratingAverage: string | null;
}

/** An offer in a lead's list of offers: with who made it, how far they are verified and how they are rated. */
export function toListedOffer(row: OfferWithInstaller): ListedOffer {
  return {
    ...toOffer(row),
    installer: {
      firstName: row.firstName,
      lastName: row.lastName,
      verificationStatus: row.verificationStatus,
      rating: toRating(row.ratingCount, row.ratingAverage),
    },
  };
}
