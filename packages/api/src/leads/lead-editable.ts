import type { LeadRow } from "@uplink/db";
import { isEditable, messages } from "@uplink/domain";
import { Conflict } from "../errors";

/** SPEC §4: only NEW leads are edited or deleted by their customer. */
export function assertEditable(lead: LeadRow, operation: "edit" | "delete"): void {
  if (!isEditable(lead.status)) {
    throw new Conflict(messages.server.wrongLeadState(lead.status, operation));
  }
}
