import { englishMessages, messages, said, type LeadEvent, type Message } from "@uplink/domain";

/*
 * What a lead event's chat line and mail say. With a provider's checkout (Stripe) a job
 * can be accepted, or end, before its customer has paid: then the event says that
 * (messages.payments.unpaidLeadEvents) rather than that money is held or refunded.
 */

type UnpaidLeadEvent = keyof typeof englishMessages.payments.unpaidLeadEvents;

/** How an event is worded: its own words, or those of a job not paid for. */
export interface LeadEventWording {
  event: LeadEvent;
  unpaid: boolean;
}

function unpaidWordingOf({ event, unpaid }: LeadEventWording): UnpaidLeadEvent | null {
  return unpaid && Object.hasOwn(englishMessages.payments.unpaidLeadEvents, event)
    ? (event as UnpaidLeadEvent)
    : null;
}

/** The chat's SYSTEM line, by key (read in each party's language). */
export function systemLineOf(wording: LeadEventWording): Message {
  const unpaid = unpaidWordingOf(wording);
  return unpaid === null
    ? said.leadEvents[wording.event].system
    : said.payments.unpaidLeadEvents[unpaid].system;
}

/** The mail's body, in the language active where it is read. */
export function mailBodyOf(wording: LeadEventWording): string {
  const unpaid = unpaidWordingOf(wording);
  return unpaid === null
    ? messages.leadEvents[wording.event].body
    : messages.payments.unpaidLeadEvents[unpaid].body;
}
