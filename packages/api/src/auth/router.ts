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
import { authedProcedure, publicProcedure, router } from "../trpc";
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from "./active-sessions";
import { changePassword } from "./change-password";
import { resendVerification, verifyEmail } from "./email-verification";
import { me } from "./me";
import { forgotPassword, resetPassword } from "./password-reset";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { signUp } from "./sign-up";

const tags = ["auth"];

export const authRouter = router({
  signUp: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/signup",
        protect: false,
        tags,
        summary: "Create a customer or installer account and sign in",
        description:
          "Mails a verification link. Sets the session cookie. 409 when the email is taken.",
      },
    })
    .input(signUpPayloadSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => signUp(ctx, input)),

  signIn: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/signin",
        protect: false,
        tags,
        summary: "Sign in with email and password",
        description: "Each sign-in starts a new session and sets the session cookie.",
      },
    })
    .input(signInSchema)
    .output(authResultSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input)),

  me: authedProcedure
    .meta({
      openapi: { method: "GET", path: "/auth/me", tags, summary: "The signed-in user" },
    })
    .input(z.void())
    .output(meResultSchema)
    .query(({ ctx }) => me(ctx)),

  signOut: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/signout",
        protect: false,
        tags,
        summary: "End the current session",
        description: "Revokes the session the request carries, if any, and clears the cookie.",
      },
    })
    .input(z.void())
    .output(successSchema)
    .mutation(({ ctx }) => signOut(ctx)),

  verifyEmail: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/verify-email",
        protect: false,
        tags,
        summary: "Confirm an email address with the mailed token",
      },
    })
    .input(verifyEmailSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input.token)),

  resendVerification: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/resend-verification",
        tags,
        summary: "Mail a new verification link",
      },
    })
    .input(z.void())
    .output(messageResultSchema)
    .mutation(({ ctx }) => resendVerification(ctx)),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/forgot-password",
        protect: false,
        tags,
        summary: "Mail a password reset link",
        description: "Answers the same whether or not the email has an account.",
      },
    })
    .input(forgotPasswordSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/reset-password",
        protect: false,
        tags,
        summary: "Set a new password with the mailed token",
        description: "Signs the account out everywhere.",
      },
    })
    .input(resetPasswordPayloadSchema)
    .output(messageResultSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  changePassword: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/change-password",
        tags,
        summary: "Change the password",
        description: "Needs the current password; signs out every other session.",
      },
    })
    .input(changePasswordSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),

  sessions: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/sessions",
        tags,
        summary: "The caller's active sessions",
        description:
          "Each session that still signs the caller in, with its device and last use (to the minute); the current session first, then the most recently used.",
      },
    })
    .input(z.void())
    .output(activeSessionsSchema)
    .query(({ ctx }) => listActiveSessions(ctx)),

  revokeOtherSessions: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/sessions/revoke-others",
        tags,
        summary: "Sign out other devices",
        description:
          "Ends every other active session of the caller; the current one stays signed in.",
      },
    })
    .input(z.void())
    .output(revokedSessionsSchema)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),

  revokeSession: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/sessions/{id}/revoke",
        tags,
        summary: "Sign out one device",
        description:
          "Ends one of the caller's active sessions (the current one signs the caller out). 404 for a session that has ended or is not the caller's.",
      },
    })
    .input(sessionIdInput)
    .output(successSchema)
    .mutation(({ ctx, input }) => revokeOwnSession(ctx, input.id)),
});
