import { z } from "zod";
import {
  acceptLeadInput,
  cancelLeadInput,
  completionSubmissionInput,
  disputeLeadInput,
  leadCreatePayloadSchema,
  leadDetailSchema,
  leadCheckoutSchema,
  leadIdInput,
  leadListQuery,
  leadRevisionInput,
  leadSchema,
  leadUpdateInput,
  leadOffersQuery,
  listedLeadSchema,
  listedOfferSchema,
  makeOfferInput,
  offerMadeSchema,
  successSchema,
  withdrawLeadInput,
} from "@uplink/domain";
import { whileAccessLasts } from "../auth/live-streams";
import { idempotent } from "../idempotency/idempotent";
import { idempotencyKeyDocumented } from "../idempotency/idempotency-key";
import { openApiFor, type ProcedureMeta } from "../openapi-meta";
import { photoBody } from "../procedure-meta";
import {
  authedProcedure,
  customerProcedure,
  installerProcedure,
  inputParsedInSync,
  sampledOutput,
  router,
} from "../trpc";
import { acceptLead } from "./accept-lead";
import { approveLead } from "./approve-lead";
import { cancelLead } from "./cancel-lead";
import { createLead } from "./create-lead";
import { deleteLead } from "./delete-lead";
import { disputeLead } from "./dispute-lead";
import { leadChanges } from "./lead-changes";
import { leadDetail } from "./lead-detail";
import { listLeads } from "./list-leads";
import { markOnSite } from "./mark-on-site";
import { payForLead } from "../payments/lead-checkout";
import { listOffers } from "../offers/list-offers";
import { makeOffer } from "../offers/make-offer";
import { requestRevision } from "./request-revision";
import { submitCompletion } from "./submit-completion";
import { updateLead } from "./update-lead";
import { withdrawLead } from "./withdraw-lead";

export const leadsApi = openApiFor({ tags: ["leads"], protect: true });

/**
 * The lead procedures the /leads aliases serve too (aliases-router.ts), each given the
 * metadata of the path it answers at, so both paths share one input, output and handler.
 */
export const leadProcedures = {
  create: (meta: ProcedureMeta) =>
    customerProcedure
      .meta(meta)
      .meta(photoBody)
      .input(leadCreatePayloadSchema)
      .output(leadSchema)
      .mutation(idempotent("leads.create", ({ ctx, input }) => createLead(ctx, ctx.user, input))),

  list: (meta: ProcedureMeta) =>
    authedProcedure
      .meta(meta)
      .concat(inputParsedInSync(leadListQuery))
      .concat(sampledOutput(z.array(listedLeadSchema)))
      .query(({ ctx, input }) => listLeads(ctx, ctx.user, input)),

  byId: (meta: ProcedureMeta) =>
    authedProcedure
      .meta(meta)
      .concat(inputParsedInSync(leadIdInput))
      .concat(sampledOutput(leadDetailSchema))
      .query(({ ctx, input }) => leadDetail(ctx, ctx.user, input)),

  accept: (meta: ProcedureMeta) =>
    installerProcedure
      .meta(meta)
      .input(acceptLeadInput)
      .output(z.union([leadSchema, offerMadeSchema]))
      .mutation(({ ctx, input }) => acceptLead(ctx, ctx.user, input)),
};

/** The lead workflow of SPEC §7 "Leads (workflow)"; the state machine is domain's. */
export const leadsRouter = router({
  create: leadProcedures.create(
    leadsApi.post(
      "/workflow/leads",
      "Post an installation request (customers)",
      "Address as an object, a JSON string of it or the text 'street, city, postalCode'. " +
        "Title defaults to 'Starlink Installation in {city}', description to 'Starlink " +
        "installation request'; value is the quote engine's price in euros, or null. " +
        "Up to 10 photos (data URLs or base64), each checked: a refused photo is a 400 " +
        "saying why, and no request is created. Optional `country` (ISO 3166-1 alpha-2 of " +
        "an EU/EEA country, GB or CH): the postal code must then be the country's, else a " +
        "400 showing its format, and it is stored the country's way ('1012ab' → '1012 AB').",
      idempotencyKeyDocumented,
    ),
  ),

  list: leadProcedures.list(
    leadsApi.get(
      "/workflow/leads",
      "The dashboard's leads, newest first",
      "Customers: their own. Installers: every NEW lead plus those assigned to them; " +
        "with a service town found on the map, first the NEW leads within their radius, " +
        "those whose town is not known and their own jobs, then the rest (`inArea=true` " +
        "keeps the first part only). Administrators: all. Each lead says `located`, " +
        "`distanceKm` and `inServiceArea`. `limit` 1..100 (default 50); for the next " +
        "page pass the id of the last lead of this one as `cursor`.",
    ),
  ),

  byId: leadProcedures.byId(
    leadsApi.get(
      "/workflow/leads/{id}",
      "A lead with its conversation and photos",
      "For its customer, its assigned installer and administrators. Another customer " +
        "gets 404; an installer who has not accepted it gets 403 'Access Denied: You can " +
        "view details only after accepting the job.'",
    ),
  ),

  update: customerProcedure
    .meta(
      leadsApi.put(
        "/workflow/leads/{id}",
        "Edit an own NEW request",
        "Absent fields stay; null or '' clears an optional one. `photos` are added to " +
          "the property photos. A changed description is priced again. A new `country` " +
          "or address is checked against the other, given or stored; a country once " +
          "named is not cleared. 409 once the request is no longer NEW.",
      ),
    )
    .meta(photoBody)
    .input(leadUpdateInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => updateLead(ctx, ctx.user, input)),

  delete: customerProcedure
    .meta(
      leadsApi.delete(
        "/workflow/leads/{id}",
        "Delete an own NEW request",
        "409 once the request is no longer NEW.",
      ),
    )
    .input(leadIdInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteLead(ctx, ctx.user, input)),

  accept: leadProcedures.accept(
    leadsApi.post(
      "/workflow/leads/{id}/accept",
      "Accept a NEW lead (approved installers)",
      "A priced lead: body `{}`; it is ACCEPTED, its price held in escrow, and the " +
        "lead is answered (200). A `value` is refused with 400: the customer's price " +
        "stands. A lead without a price (value null, 'Price: To be quoted'): `{ value }` " +
        "(euros, > 0) is REQUIRED and makes an offer, as POST /workflow/leads/{id}/offers " +
        "does: 202 `{ offer }`, the lead stays NEW and no money moves until the customer " +
        "accepts an offer. 403 for installers not yet approved; 409 when the lead is no " +
        "longer NEW (of two installers accepting at once, one wins).",
    ),
  ),

  makeOffer: installerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/offers",
        "Make an offer on a NEW lead without a price (approved installers)",
        "Body `{ value, message? }` (euros, > 0; message at most 1,000 characters, " +
          "contact details removed). Answers 202 `{ offer }` with status PENDING; the lead " +
          "stays NEW and no money moves until the customer accepts an offer. A new offer " +
          "replaces the installer's pending one. 400 for a priced lead (accept it instead); " +
          "409 once the lead is no longer NEW.",
      ),
    )
    .input(makeOfferInput)
    .output(offerMadeSchema)
    .mutation(({ ctx, input }) => makeOffer(ctx, ctx.user, input)),

  offers: authedProcedure
    .meta(
      leadsApi.get(
        "/workflow/leads/{id}/offers",
        "A lead's offers, newest first",
        "Its customer (and administrators): every offer with the installer's name and " +
          "verification status. An installer: only their own. Another customer: 404. " +
          "`limit` 1..100 (default 50); for the next page pass the id of the last offer " +
          "of this one as `cursor`.",
      ),
    )
    .input(leadOffersQuery)
    .output(z.array(listedOfferSchema))
    .query(({ ctx, input }) => listOffers(ctx, ctx.user, input)),

  pay: customerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/pay",
        "Pay for an accepted job (the lead's customer)",
        "Answers the `url` of the payment provider's checkout for the job's price — the " +
          "same checkout however often it is called — or of the lead once its payment is " +
          "held (always so with simulated payments, which hold it as the job is accepted). " +
          "409 before an installer has accepted a priced job.",
      ),
    )
    .input(leadIdInput)
    .output(leadCheckoutSchema)
    .mutation(({ ctx, input }) => payForLead(ctx, ctx.user, input)),

  markOnSite: installerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/on-site",
        "Mark yourself on site (the assigned installer)",
        "From ACCEPTED or REVISION.",
      ),
    )
    .input(leadIdInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => markOnSite(ctx, ctx.user, input)),

  submitCompletion: installerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/done",
        "Submit the completion photos (the assigned installer)",
        "From ON_SITE or REVISION. 3 to 10 mutually distinct photos (perceptual hash), " +
          "with `captions` by position (optional). Each photo is also posted to the " +
          "conversation as a PHOTO message whose body is its caption and whose photoUrl " +
          "serves it.",
        idempotencyKeyDocumented,
      ),
    )
    .meta(photoBody)
    .input(completionSubmissionInput)
    .output(leadSchema)
    .mutation(
      idempotent("leads.submitCompletion", ({ ctx, input }) =>
        submitCompletion(ctx, ctx.user, input),
      ),
    ),

  approve: customerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/approve",
        "Approve the finished work (the lead's customer)",
        "From DONE. Releases the escrow to the installer less the platform fee, once.",
      ),
    )
    .input(leadIdInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => approveLead(ctx, ctx.user, input)),

  requestRevision: customerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/revision",
        "Ask for a revision (the lead's customer)",
        "From DONE, with non-blank `feedback`, which the lead then carries.",
      ),
    )
    .input(leadRevisionInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => requestRevision(ctx, ctx.user, input)),

  cancel: customerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/cancel",
        "Cancel a request (the lead's customer)",
        "NEW → CANCELLED, no money held; ACCEPTED → CANCELLED with the whole escrow " +
          "refunded to the customer and the installer told. From ON_SITE on it is refused " +
          "(409): the installer is there. Optional `reason` (at most 1,000 characters).",
      ),
    )
    .input(cancelLeadInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => cancelLead(ctx, ctx.user, input)),

  withdraw: installerProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/withdraw",
        "Withdraw from an accepted job (the assigned installer)",
        "ACCEPTED → NEW with no installer, the escrow refunded to the customer and the " +
          "customer told; another installer may then accept it. `reason` is required " +
          "(at most 1,000 characters).",
      ),
    )
    .input(withdrawLeadInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => withdrawLead(ctx, ctx.user, input)),

  dispute: authedProcedure
    .meta(
      leadsApi.post(
        "/workflow/leads/{id}/dispute",
        "Open a dispute (the customer in DONE or REVISION, the installer in REVISION)",
        "→ DISPUTED: the payment stays held until an administrator settles it; " +
          "administrators are alerted and both parties told. `reason` is required " +
          "(at most 1,000 characters).",
      ),
    )
    .input(disputeLeadInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => disputeLead(ctx, ctx.user, input)),

  /** The web's live lists (server-sent events): which of the caller's leads just changed. */
  changes: authedProcedure.subscription(({ ctx, signal }) =>
    whileAccessLasts(ctx, signal, (until) => leadChanges(ctx, ctx.user, until)),
  ),
});
