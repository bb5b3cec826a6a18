import { leadSchema, offerIdInput, offerSchema } from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { customerProcedure, installerProcedure, router } from "../trpc";
import { acceptOffer } from "./accept-offer";
import { withdrawOffer } from "./withdraw-offer";

const offersApi = openApiFor({ tags: ["offers"], protect: true });

/** Taking and withdrawing installers' offers (issue 11); making and listing them are leads.*. */
export const offersRouter = router({
  accept: customerProcedure
    .meta(
      offersApi.post(
        "/offers/{id}/accept",
        "Accept an offer (the lead's customer)",
        "Assigns the offer's installer, holds the offer's value in escrow, moves the lead " +
          "to ACCEPTED and declines every other pending offer, in one transaction. 409 when " +
          "the lead is no longer NEW (of two acceptances at once, one wins), the offer is " +
          "no longer PENDING or its installer can no longer take jobs; another customer's " +
          "offer is 404.",
      ),
    )
    .input(offerIdInput)
    .output(leadSchema)
    .mutation(({ ctx, input }) => acceptOffer(ctx, ctx.user, input)),

  withdraw: installerProcedure
    .meta(
      offersApi.post(
        "/offers/{id}/withdraw",
        "Withdraw your offer (its installer, while PENDING)",
        "Answers the offer, now WITHDRAWN. 409 once it is no longer PENDING.",
      ),
    )
    .input(offerIdInput)
    .output(offerSchema)
    .mutation(({ ctx, input }) => withdrawOffer(ctx, ctx.user, input)),
});
