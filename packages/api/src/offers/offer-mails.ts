import { centsToEuros, DASHBOARD_PATH_BY_ROLE, messages, Role } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { composeMail } from "../mail/compose";

const { offerMails } = messages;

interface OfferMailLead {
  id: string;
  title: string;
  customerId: string;
}

/**
 * Mails about offers go out after the commit that made or closed them: a failed look-up
 * or delivery never undoes the offer, it is only logged (as for lead events).
 */
async function mailUsers(
  deps: ApiDeps,
  userIds: readonly string[],
  compose: (recipient: { email: string; firstName: string }) => Parameters<typeof composeMail>[0],
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const recipients = await deps.db
      .selectFrom("users")
      .select(["email", "firstName"])
      .where("id", "in", userIds)
      .where("anonymisedAt", "is", null)
      .execute();
    for (const recipient of recipients) deps.mail.post(composeMail(compose(recipient)));
  } catch (error) {
    deps.log.error({ err: error, userIds }, "offer mail could not be prepared");
  }
}

/** Tells the customer an installer named a price; nothing is paid until they accept one. */
export function mailOfferReceived(
  deps: ApiDeps,
  lead: OfferMailLead,
  offer: { valueCents: string | number; message: string | null },
  installerName: string,
): Promise<void> {
  return mailUsers(deps, [lead.customerId], (to) => ({
    to,
    subject: offerMails.received.subject(lead.title),
    paragraphs: [
      offerMails.received.body(installerName, centsToEuros(offer.valueCents)),
      ...(offer.message ? [offerMails.received.message(offer.message)] : []),
    ],
    action: {
      label: lead.title,
      url: `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[Role.CUSTOMER]}`,
    },
  }));
}

/** Tells installers whose pending offers closed because another was taken or the lead was called off. */
export function mailOffersClosed(
  deps: ApiDeps,
  lead: OfferMailLead,
  installerIds: readonly string[],
  why: "declined" | "cancelled",
): Promise<void> {
  const wording = offerMails[why];
  return mailUsers(deps, installerIds, (to) => ({
    to,
    subject: wording.subject(lead.title),
    paragraphs: [wording.body],
    action: {
      label: lead.title,
      url: `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[Role.INSTALLER]}`,
    },
  }));
}
