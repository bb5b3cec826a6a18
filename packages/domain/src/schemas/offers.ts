import { z } from "zod";
import { MAX_LEAD_VALUE_EUROS, OFFER_MESSAGE_MAX_LENGTH } from "../constants";
import { OFFER_STATUSES, VERIFICATION_STATUSES } from "../enums";
import { validation } from "./field-message";
import { id, optionalTextOfAtMost } from "./fields";
import { ratingSummarySchema } from "./public-installers";

/*
 * Offers (issue 11): on a request the quote engine could not price, approved installers
 * name a price; nothing is held until the customer accepts one of them.
 */

const timestamp = z.iso.datetime({ offset: true });

/** A price in euros an installer names: the same bounds as accepting with a price. */
export const offerValue = z
  .number(validation.valueInvalid)
  .min(0.01, validation.valueInvalid)
  .max(MAX_LEAD_VALUE_EUROS, validation.valueInvalid);

/** POST /workflow/leads/{id}/offers, by an approved installer; replaces their pending offer. */
export const makeOfferInput = z.object({
  id,
  value: offerValue,
  message: optionalTextOfAtMost(
    OFFER_MESSAGE_MAX_LENGTH,
    validation.offerMessageTooLong,
    "multi-line",
  ),
});
export type MakeOfferInput = z.infer<typeof makeOfferInput>;

/** GET /workflow/leads/{id}/offers: newest first, paged like every list. */
export const leadOffersQuery = z.object({
  id,
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The id of the last offer of the previous page. */
  cursor: id.optional(),
});
export type LeadOffersQuery = z.infer<typeof leadOffersQuery>;

/** POST /offers/{id}/accept (the lead's customer) and /offers/{id}/withdraw (its installer). */
export const offerIdInput = z.object({ id });
export type OfferIdInput = z.infer<typeof offerIdInput>;

export const offerSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  installerId: z.uuid(),
  /** Euros. */
  value: z.number(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: timestamp,
});
export type Offer = z.infer<typeof offerSchema>;

/** An offer as GET /workflow/leads/{id}/offers lists it: with who made it. */
export const listedOfferSchema = offerSchema.extend({
  installer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
    /** Their revealed, unhidden ratings, so the customer can compare the offers. */
    rating: ratingSummarySchema,
  }),
});
export type ListedOffer = z.infer<typeof listedOfferSchema>;

/** 202 from POST /workflow/leads/{id}/accept with a value on an unpriced lead, and from /offers. */
export const offerMadeSchema = z.object({ offer: offerSchema });
export type OfferMade = z.infer<typeof offerMadeSchema>;
