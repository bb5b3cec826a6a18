import { z } from "zod";
import { authResultSchema } from "@uplink/domain";
import { publicProcedure, router } from "../trpc";
import { signInWithClerk } from "./hosted-sign-in";

export const clerkRouter = router({
  signIn: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/clerk/jwt",
        protect: false,
        tags: ["auth"],
        summary: "Exchange a Clerk session token for a local session",
        description:
          "Reads the Clerk session token from `Authorization: Bearer <jwt>` or the `__session` " +
          "cookie. Creates the local user on first sight or links it by email. Sets the " +
          "session cookie. 404 when hosted sign-in is not configured.",
      },
    })
    .input(z.void())
    .output(authResultSchema)
    .mutation(({ ctx }) => signInWithClerk(ctx)),
});
