import { z } from "zod";
import { id } from "./fields";

/*
 * "Invite to quote" (issue 25): a customer invites an APPROVED installer to quote on one
 * of their NEW requests.
 */

/** POST /workflow/leads/{id}/invitations: the request (`id`) and the installer invited. */
export const inviteToQuoteInput = z.object({ id, installerId: id });
export type InviteToQuoteInput = z.infer<typeof inviteToQuoteInput>;

export const quoteInvitationSchema = z.object({
  leadId: z.uuid(),
  installerId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type QuoteInvitation = z.infer<typeof quoteInvitationSchema>;
