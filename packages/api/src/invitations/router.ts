import { inviteToQuoteInput, quoteInvitationSchema } from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { customerProcedure, router } from "../trpc";
import { inviteToQuote } from "./invite-to-quote";

const invitationsApi = openApiFor({ tags: ["invitations"], protect: true });

/** "Invite to quote" (issue 25): customers invite installers to their NEW requests. */
export const invitationsRouter = router({
  invite: customerProcedure
    .meta(
      invitationsApi.post(
        "/workflow/leads/{id}/invitations",
        "Invite an installer to quote on your NEW request (customers)",
        "Body `{ installerId }`: an APPROVED installer (anyone else is 404, as their " +
          "profile). They are mailed, in their language, and get a notice linking to the " +
          "request; they accept it or make an offer as usual. Answers " +
          "`{ leadId, installerId, createdAt }`. Inviting the same installer again, or a " +
          "request no longer NEW, is 409; another customer's request 404.",
      ),
    )
    .input(inviteToQuoteInput)
    .output(quoteInvitationSchema)
    .mutation(({ ctx, input }) => inviteToQuote(ctx, ctx.user, input)),
});
