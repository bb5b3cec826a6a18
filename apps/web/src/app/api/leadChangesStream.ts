/*
 * Whether the leads.changes stream is connected right now, as LeadChangesSubscription
 * sees it (tRPC's "pending": started and not reconnecting). While it is, the server's
 * notice of a change (which every party to the lead hears, the one who made it too)
 * has the lists read again, so a mutation need not do it as well: one refresh per
 * change. While it is not, the mutation does it. Kept outside the landing page's code:
 * only the lazily loaded subscription and the lead mutations import it.
 */
let open = false;

/** Whether a leads.changes stream is connected now. */
export function leadChangesStreamOpen(): boolean {
  return open;
}

/** Said by LeadChangesSubscription each time its stream connects or stops being connected. */
export function setLeadChangesStreamOpen(connected: boolean): void {
  open = connected;
}
