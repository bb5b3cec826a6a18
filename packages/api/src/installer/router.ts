import {
  installerProfileResultSchema,
  installerProfileSchema,
  payoutOnboardingSchema,
  payoutStatusSchema,
} from "@uplink/domain";
import { z } from "zod";
import { openApiFor } from "../openapi-meta";
import { installerProcedure, router } from "../trpc";
import { payoutStatus, startPayoutOnboarding } from "../payouts/payout-accounts";
import { findInstallerProfile, saveInstallerProfile } from "./installer-profile";

const installerApi = openApiFor({ tags: ["installer"], protect: true });

export const installerRouter = router({
  onboard: installerProcedure
    .meta(
      installerApi.post(
        "/installer/onboard",
        "Set up or replace your installer profile",
        "Company name, optional bio, service postal code and radius in km (1..500), " +
          "optional service town (`serviceCity`: it places the service area on the map, " +
          "and `located` says whether it was found), optional phone, optional country (ISO code): with it the postal code must be " +
          "the country's (written its way) and the phone one of its numbers (in E.164).",
      ),
    )
    .input(installerProfileSchema)
    .output(installerProfileResultSchema)
    .mutation(({ ctx, input }) => saveInstallerProfile(ctx, ctx.user, input)),

  profile: installerProcedure
    .meta(
      installerApi.get(
        "/installer/profile",
        "Your installer profile",
        "404 until you have onboarded.",
      ),
    )
    .input(z.void())
    .output(installerProfileResultSchema)
    .query(({ ctx }) => findInstallerProfile(ctx, ctx.user)),

  payouts: installerProcedure
    .meta(
      installerApi.get(
        "/installer/payouts",
        "Whether you can be paid",
        "`not_started` until you start onboarding with the payment provider, `pending` " +
          "until it enables charges and payouts on your account, then `enabled`; " +
          "`accountId` names your connected account once there is one.",
      ),
    )
    .input(z.void())
    .output(payoutStatusSchema)
    .query(({ ctx }) => payoutStatus(ctx, ctx.user)),

  startPayouts: installerProcedure
    .meta(
      installerApi.post(
        "/installer/payouts/onboard",
        "Start or continue onboarding for payouts",
        "Creates your connected account with the payment provider the first time (once, " +
          "however often it is called) and answers the `url` where you finish onboarding " +
          "and identity verification. 409 without a country in your profile.",
      ),
    )
    .input(z.void())
    .output(payoutOnboardingSchema)
    .mutation(({ ctx }) => startPayoutOnboarding(ctx, ctx.user)),
});
