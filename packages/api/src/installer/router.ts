import { installerProfileResultSchema, installerProfileSchema } from "@uplink/domain";
import { z } from "zod";
import { openApiFor } from "../openapi-meta";
import { installerProcedure, router } from "../trpc";
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
});
