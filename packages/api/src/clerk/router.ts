import { z } from "zod";
import { authResultSchema, confirmHostedLinkSchema, messageResultSchema } from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { publicProcedure, router } from "../trpc";
import { confirmHostedLink } from "./hosted-link-confirmation";
import { signInWithClerk } from "./hosted-sign-in";

const publicAuthApi = openApiFor({ tags: ["auth"], protect: false });

export const clerkRouter = router({
  signIn: publicProcedure
    .meta(
      publicAuthApi.post(
        "/clerk/jwt",
        "Exchange a Clerk session token for a local session",
        "Reads the Clerk session token from `Authorization: Bearer <jwt>` or the `__session` " +
          "cookie. The token must carry `email_verified: true`, `azp` equal to the origin of " +
          "PUBLIC_URL and, when CLERK_ISSUER is set, that `iss` (401 otherwise). Creates the " +
          "local user on first sight, or links a password-less account by email and mails its " +
          "owner. An account with a password or another hosted identity answers 409 and its " +
          "owner is mailed a link to confirm; an administrator's answers 409. Sets the session " +
          "cookie. 404 when hosted sign-in is not configured.",
      ),
    )
    .input(z.void())
    .output(authResultSchema)
    .mutation(({ ctx }) => signInWithClerk(ctx)),

  confirmLink: publicProcedure
    .meta(
      publicAuthApi.post(
        "/clerk/link/confirm",
        "Link a hosted sign-in to an existing account with the mailed token",
        "Each mailed link works once, within an hour; then the owner is mailed that the " +
          "hosted sign-in was linked. 400 for an unknown, used or expired token.",
      ),
    )
    .input(confirmHostedLinkSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => confirmHostedLink(ctx, input)),
});
