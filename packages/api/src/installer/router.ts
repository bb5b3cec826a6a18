import { installerProfileResultSchema, installerProfileSchema } from "@uplink/domain";
import { z } from "zod";
import { installerProcedure, router } from "../trpc";
import { findInstallerProfile, saveInstallerProfile } from "./installer-profile";

const tags = ["installer"];

export const installerRouter = router({
  onboard: installerProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/installer/onboard",
        protect: true,
        tags,
        summary: "Set up or replace your installer profile",
        description:
          "Company name, optional bio, service postal code and radius in km (1..500), " +
          "optional phone.",
      },
    })
    .input(installerProfileSchema)
    .output(installerProfileResultSchema)
    .mutation(({ ctx, input }) => saveInstallerProfile(ctx.db, ctx.user.id, input)),

  profile: installerProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/installer/profile",
        protect: true,
        tags,
        summary: "Your installer profile",
        description: "404 until you have onboarded.",
      },
    })
    .input(z.void())
    .output(installerProfileResultSchema)
    .query(({ ctx }) => findInstallerProfile(ctx.db, ctx.user.id)),
});
