import { z } from "zod";
import {
  accountExportSchema,
  deleteAccountRequestSchema,
  deleteAccountSchema,
  successSchema,
} from "@uplink/domain";
import { authedProcedure, router } from "../trpc";
import { deleteAccount } from "./delete-account";
import { exportAccount } from "./export-account";

const tags = ["account"];

export const accountRouter = router({
  export: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/me/export",
        tags,
        summary: "Download all of the caller's data",
      },
    })
    .input(z.void())
    .output(accountExportSchema)
    .query(({ ctx }) => exportAccount(ctx.db, ctx.user.id)),

  delete: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/me",
        tags,
        summary: "Delete the caller's account",
        description:
          "Re-enter the password in the X-Confirm-Password header. Personal data is erased " +
          "or anonymised; ledger rows are kept. 409 while money of one of the caller's " +
          "leads is held in escrow. Clears the session cookie.",
        requestHeaders: z.object({
          "x-confirm-password": z
            .string()
            .optional()
            .meta({ description: "The account's password, re-entered to confirm." }),
        }),
      },
    })
    .input(deleteAccountRequestSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input.password)),

  /*
   * The same deletion with the password in a JSON body: a header cannot carry
   * every password (browsers refuse characters outside Latin-1 in headers).
   */
  deleteWithBody: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/me/delete",
        tags,
        summary: "Delete the caller's account (password in the body)",
        description:
          "Same as DELETE /me, for clients that send the re-entered password as JSON " +
          "`{ password }` rather than in a header.",
      },
    })
    .input(deleteAccountSchema)
    .output(successSchema)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input.password)),
});
