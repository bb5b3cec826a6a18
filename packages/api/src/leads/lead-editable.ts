import type { LeadRow } from "@uplink/db";
import { isDeletable, isEditable, said } from "@uplink/domain";
import { Conflict } from "../errors";

/** SPEC §4: only NEW leads are edited by their customer; NEW or CANCELLED ones deleted. */
export function assertEditable(lead: LeadRow, operation: "edit" | "delete"): void {
  if (!(operation === "edit" ? isEditable : isDeletable)(lead.status)) {
    throw new Conflict(said.server.wrongLeadState(lead.status, operation));
  }
}
