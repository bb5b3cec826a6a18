import {
  DASHBOARD_PATH_BY_ROLE,
  LeadStatus,
  messages,
  Role,
  said,
  VerificationStatus,
  type InviteToQuoteInput,
  type QuoteInvitation,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, NotFound } from "../errors";
import { inLocale } from "../i18n/request-locale";
import { findLead, isUuid } from "../leads/lead-access";
import { assertOwnLead } from "../leads/lead-permissions";
import { mailInvitation } from "./invitation-mail";

/**
 * A customer invites an APPROVED installer to quote on their NEW request (issue 25):
 * once per request and installer. The installer reads a notice (in their language) with
 * a link to the request, and is mailed after the commit; they accept or offer through
 * the usual flow. Another customer's request, or an unknown one, is 404; a request no
 * longer NEW 409; an installer not APPROVED (or anyone else) 404, as on their profile.
 */
export async function inviteToQuote(
  deps: ApiDeps,
  customer: SessionUser,
  { id, installerId }: InviteToQuoteInput,
): Promise<QuoteInvitation> {
  const { invitation, installer, lead } = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    assertOwnLead(lead, customer);
    if (lead.status !== LeadStatus.NEW) throw new Conflict(said.trust.inviteNotNew);
    const installer = isUuid(installerId)
      ? await trx
          .selectFrom("users")
          .select(["id", "email", "firstName", "locale"])
          .where("id", "=", installerId)
          .where("role", "=", Role.INSTALLER)
          .where("verificationStatus", "=", VerificationStatus.APPROVED)
          .where("anonymisedAt", "is", null)
          .executeTakeFirst()
      : undefined;
    if (!installer) throw new NotFound(said.server.notFound);
    const invitation = await trx
      .insertInto("quoteInvitations")
      .values({ leadId: lead.id, installerId: installer.id })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!invitation) throw new Conflict(said.trust.alreadyInvited);
    await trx
      .insertInto("adminNotices")
      .values({
        userId: installer.id,
        senderId: null,
        body: inLocale(installer.locale, () =>
          messages.trust.inviteNotice(customer.firstName, lead.title, leadUrl(deps, lead.id)),
        ),
      })
      .execute();
    return { invitation, installer, lead };
  });
  mailInvitation(deps, installer, {
    customerName: customer.firstName,
    title: lead.title,
    url: leadUrl(deps, lead.id),
  });
  return {
    leadId: invitation.leadId,
    installerId: invitation.installerId,
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** Where the installer opens the request: their dashboard with its detail. */
function leadUrl(deps: ApiDeps, leadId: string): string {
  return `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[Role.INSTALLER]}?lead=${leadId}`;
}
