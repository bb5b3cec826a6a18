import { z } from "zod";
import {
  activeSessionsSchema,
  authResultSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  meResultSchema,
  messageResultSchema,
  resetPasswordPayloadSchema,
  revokedSessionsSchema,
  sessionIdInput,
  signInSchema,
  signUpPayloadSchema,
  successSchema,
  verifyEmailSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { authedProcedure, publicProcedure, router } from "../trpc";
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from "./active-sessions";
import { changePassword } from "./change-password";
import { resendVerification, verifyEmail } from "./email-verification";
import { me } from "./me";
import { forgotPassword, resetPassword } from "./password-reset";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { signUp } from "./sign-up";
import { issueStreamTicket } from "./stream-ticket";

const authApi = openApiFor({ tags: ["auth"], protect: true });
const publicAuthApi = openApiFor({ tags: ["auth"], protect: false });

export const authRouter = router({
  signUp: publicProcedure
    .meta(
      publicAuthApi.post(
        "/auth/signup",
        "Create a customer or installer account and sign in",
        "Mails a verification link. Sets the session cookie. 409 when the email is taken. " +
          "With the optional `country` (ISO code) the phone number must be one of the " +
          "country's and is stored in E.164. Without it, a number in international form " +
          "(+48 …) names its own country (stored in E.164, refused when impossible) and a " +
          "national number is kept as given.",
      ),
    )
    .input(signUpPayloadSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => signUp(ctx, input)),

  signIn: publicProcedure
    .meta(
      publicAuthApi.post(
        "/auth/signin",
        "Sign in with email and password",
        "Each sign-in starts a new session and sets the session cookie.",
      ),
    )
    .input(signInSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input)),

  me: authedProcedure
    .meta(authApi.get("/auth/me", "The signed-in user"))
    .input(z.void())
    .output(meResultSchema)
    .query(({ ctx }) => me(ctx, ctx.user)),

  signOut: publicProcedure
    .meta(
      publicAuthApi.post(
        "/auth/signout",
        "End the current session",
        "Revokes the session the request carries, if any, and clears the cookie.",
      ),
    )
    .input(z.void())
    .output(successSchema)
    .mutation(({ ctx }) => signOut(ctx)),

  verifyEmail: publicProcedure
    .meta(publicAuthApi.post("/verify-email", "Confirm an email address with the mailed token"))
    .input(verifyEmailSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),

  resendVerification: authedProcedure
    .meta(authApi.post("/auth/resend-verification", "Mail a new verification link"))
    .input(z.void())
    .output(messageResultSchema)
    .mutation(({ ctx }) => resendVerification(ctx, ctx.user)),

  forgotPassword: publicProcedure
    .meta(
      publicAuthApi.post(
        "/auth/forgot-password",
        "Mail a password reset link",
        "Answers the same whether or not the email has an account.",
      ),
    )
    .input(forgotPasswordSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),

  resetPassword: publicProcedure
    .meta(
      publicAuthApi.post(
        "/auth/reset-password",
        "Set a new password with the mailed token",
        "Signs the account out everywhere.",
      ),
    )
    .input(resetPasswordPayloadSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  changePassword: authedProcedure
    .meta(
      authApi.post(
        "/auth/change-password",
        "Change the password",
        "Needs the current password; signs out every other session.",
      ),
    )
    .input(changePasswordSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),

  sessions: authedProcedure
    .meta(
      authApi.get(
        "/auth/sessions",
        "The caller's active sessions",
        "Each session that still signs the caller in, with its device and last use (to the minute); the current session first, then the most recently used.",
      ),
    )
    .input(z.void())
    .output(activeSessionsSchema)
    .query(({ ctx }) => listActiveSessions(ctx)),

  revokeOtherSessions: authedProcedure
    .meta(
      authApi.post(
        "/auth/sessions/revoke-others",
        "Sign out other devices",
        "Ends every other active session of the caller; the current one stays signed in.",
      ),
    )
    .input(z.void())
    .output(revokedSessionsSchema)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),

  revokeSession: authedProcedure
    .meta(
      authApi.post(
        "/auth/sessions/{id}/revoke",
        "Sign out one device",
        "Ends one of the caller's active sessions (the current one signs the caller out). 404 for a session that has ended or is not the caller's.",
      ),
    )
    .input(sessionIdInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => revokeOwnSession(ctx, input)),

  /**
   * The web's ticket for one live stream (server-sent events cannot carry the bearer
   * header, and the token never goes in a URL); REST clients poll instead.
   */
  streamTicket: authedProcedure
    .input(z.void())
    .output(z.object({ ticket: z.string() }))
    .mutation(({ ctx }) => issueStreamTicket(ctx)),
});
