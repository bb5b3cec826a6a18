import { availableActions, Role, SETTLE_ACTIONS, type AdminLead } from "@uplink/domain";

const SETTLING: readonly string[] = Object.values(SETTLE_ACTIONS);

/** Whether the state machine lets an administrator settle this lead now: its money is held. */
export function canSettle(lead: AdminLead): boolean {
  return availableActions(lead.status, Role.ADMINISTRATOR).some((action) =>
    SETTLING.includes(action),
  );
}
