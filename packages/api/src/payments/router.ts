import {
  leadPaymentInput,
  ledgerPageQuery,
  ledgerStatementSchema,
  paymentResultSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { adminProcedure, authedProcedure, router } from "../trpc";
import { captureLeadPayment, releaseLeadPayment } from "./lead-payments";
import { ledgerStatement } from "./ledger-statement";

const paymentsApi = openApiFor({ tags: ["payments"], protect: true });

export const paymentsRouter = router({
  capture: adminProcedure
    .meta(
      paymentsApi.post(
        "/payments/capture",
        "Hold an accepted lead's price in escrow (administrators)",
        "Idempotent: when it is already held, answers the first capture with " +
          "`replayed: true`. 409 for a lead no installer has accepted.",
      ),
    )
    .input(leadPaymentInput)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => captureLeadPayment(ctx, ctx.user, input)),

  release: adminProcedure
    .meta(
      paymentsApi.post(
        "/payments/release",
        "Release an approved lead's escrow to its installer (administrators)",
        "Less PLATFORM_FEE_PERCENT. Idempotent: a release happens at most once, " +
          "whatever is retried. 409 for a lead its customer has not approved.",
      ),
    )
    .input(leadPaymentInput)
    .output(paymentResultSchema)
    .mutation(({ ctx, input }) => releaseLeadPayment(ctx, ctx.user, input)),

  statement: authedProcedure
    .meta(
      paymentsApi.get(
        "/me/ledger",
        "The caller's money history with running balances",
        "Newest first: held (a lead's price paid into escrow), released (paid out on " +
          "approval; an installer's line names the platform fee) and refunded, each with " +
          "the caller's balance in euros after it. A page is `limit` lines (1–100, default " +
          "50) after the line whose id is `cursor`; a shorter page is the last.",
      ),
    )
    .input(ledgerPageQuery)
    .output(ledgerStatementSchema)
    .query(({ ctx, input }) => ledgerStatement(ctx, ctx.user, input)),
});
