import { centsToEuros, DASHBOARD_PATH_BY_ROLE, messages, Role } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { mailTo, type MailContent, type MailRecipient } from "../mail/compose";

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
  write: () => Omit<MailContent, "to">,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const recipients: MailRecipient[] = await deps.db
      .selectFrom("users")
      .select(["email", "firstName", "locale"])
      .where("id", "in", userIds)
      .where("anonymisedAt", "is", null)
      .execute();
    for (const recipient of recipients) deps.mail.post(mailTo(recipient, write));
  } catch (error) {
    deps.log.error({ err: error, userIds }, "offer mail could not be prepared");
  }
}

/**
 * Tells the customer an installer named a price; nothing is paid until they accept one
 * (with a provider's checkout, they pay it then).
 */
export function mailOfferReceived(
  deps: ApiDeps,
  lead: OfferMailLead,
  offer: { valueCents: string | number; message: string | null },
  installerName: string,
): Promise<void> {
  const body = deps.payments.collectsAtCheckout ? "bodyPayNext" : "body";
  return mailUsers(deps, [lead.customerId], () => ({
    subject: messages.offerMails.received.subject(lead.title),
    paragraphs: [
      messages.offerMails.received[body](installerName, centsToEuros(offer.valueCents)),
      ...(offer.message ? [messages.offerMails.received.message(offer.message)] : []),
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
  return mailUsers(deps, installerIds, () => ({
    subject: messages.offerMails[why].subject(lead.title),
    paragraphs: [messages.offerMails[why].body],
    action: {
      label: lead.title,
      url: `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[Role.INSTALLER]}`,
    },
  }));
}
