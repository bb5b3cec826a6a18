import { z } from "zod";
import {
  accountExportSchema,
  deleteAccountBodySchema,
  deleteAccountRequestSchema,
  localeResultSchema,
  messageResultSchema,
  setLocaleSchema,
  successSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { authedProcedure, router } from "../trpc";
import { deleteAccount } from "./delete-account";
import { requestDeleteAccountCode } from "./delete-account-code";
import { exportAccount } from "./export-account";
import { setLocale } from "./set-locale";

const accountApi = openApiFor({ tags: ["account"], protect: true });

export const accountRouter = router({
  export: authedProcedure
    .meta(accountApi.get("/me/export", "Download all of the caller's data"))
    .input(z.void())
    .output(accountExportSchema)
    .query(({ ctx }) => exportAccount(ctx, ctx.user)),

  delete: authedProcedure
    .meta(
      accountApi.delete(
        "/me",
        "Delete the caller's account",
        "Re-enter the password in the X-Confirm-Password header; an account without a " +
          "password (hosted sign-in only) sends the code from POST /me/delete/code as " +
          "`code` instead. Personal data is erased or anonymised; ledger rows are kept. " +
          "409 while money of one of the caller's leads is held in escrow. Clears the " +
          "session cookie.",
        {
          requestHeaders: z.object({
            "x-confirm-password": z
              .string()
              .optional()
              .meta({ description: "The account's password, re-entered to confirm." }),
          }),
        },
      ),
    )
    .input(deleteAccountRequestSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),

  /*
   * The same deletion with the password in a JSON body: a header cannot carry
   * every password (browsers refuse characters outside Latin-1 in headers).
   */
  deleteWithBody: authedProcedure
    .meta(
      accountApi.post(
        "/me/delete",
        "Delete the caller's account (password in the body)",
        "Same as DELETE /me, for clients that send the re-entered password as JSON " +
          "`{ password }` rather than in a header, or `{ code }` for an account without " +
          "a password.",
      ),
    )
    .input(deleteAccountBodySchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),

  requestDeleteCode: authedProcedure
    .meta(
      accountApi.post(
        "/me/delete/code",
        "Email a code that confirms deleting an account without a password",
        "For accounts that sign in only through the hosted provider (no password): mails " +
          "a 6-digit code, valid once for 15 minutes, that POST /me/delete or DELETE /me " +
          "accept as `code`. Asking again replaces the earlier code. 400 for an account " +
          "with a password; 429 after 5 codes in an hour.",
      ),
    )
    .input(z.void())
    .output(messageResultSchema)
    .mutation(({ ctx }) => requestDeleteAccountCode(ctx, ctx.user)),

  setLocale: authedProcedure
    .meta(
      accountApi.put(
        "/account/locale",
        "Choose the language of the site and of the caller's emails",
        "One of en, de, fr, es, it, pl. From then on the caller's API messages are in it " +
          "whatever their Accept-Language, and so are the emails they receive.",
      ),
    )
    .input(setLocaleSchema)
    .output(localeResultSchema)
    .mutation(({ ctx, input }) => setLocale(ctx, input)),
});
