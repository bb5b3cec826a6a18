import { leadPaymentInput, paymentResultSchema } from "@uplink/domain";
import { adminProcedure, router } from "../trpc";
import { captureLeadPayment, releaseLeadPayment } from "./lead-payments";

const tags = ["payments"];

export const paymentsRouter = router({
  capture: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/payments/capture",
        protect: true,
        tags,
        summary: "Hold an accepted lead's price in escrow (administrators)",
        description:
          "Idempotent: when it is already held, answers the first capture with " +
          "`replayed: true`. 409 for a lead no installer has accepted.",
      },
    })
    .input(leadPaymentInput)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => captureLeadPayment(ctx, input.leadId)),

  release: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/payments/release",
        protect: true,
        tags,
        summary: "Release an approved lead's escrow to its installer (administrators)",
        description:
          "Less PLATFORM_FEE_PERCENT. Idempotent: a release happens at most once, " +
          "whatever is retried. 409 for a lead its customer has not approved.",
      },
    })
    .input(leadPaymentInput)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => releaseLeadPayment(ctx, input.leadId)),
});
