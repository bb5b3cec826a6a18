import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, LeadStatus, ROLES, Role } from "./enums";
import type { LeadStatus as LeadStatusType, Role as RoleType } from "./enums";
import {
  CHAT_OPEN_STATUSES,
  EDITABLE_STATUSES,
  LEAD_ACTIONS,
  LEAD_TRANSITIONS,
  LeadAction,
  availableActions,
  canTransition,
  isChatOpen,
  isEditable,
  nextStatus,
} from "./lead-state-machine";
import type { LeadAction as LeadActionType } from "./lead-state-machine";

/* The expected table, written independently of LEAD_TRANSITIONS: "from action → to by role". */
const allowed: Record<string, { to: LeadStatusType; role: RoleType }> = {
  "NEW accept": { to: "ACCEPTED", role: "installer" },
  "ACCEPTED markOnSite": { to: "ON_SITE", role: "installer" },
  "ON_SITE submitCompletion": { to: "DONE", role: "installer" },
  "DONE approve": { to: "APPROVED", role: "customer" },
  "DONE requestRevision": { to: "REVISION", role: "customer" },
  "REVISION markOnSite": { to: "ON_SITE", role: "installer" },
  "REVISION submitCompletion": { to: "DONE", role: "installer" },
};

const everyCase = LEAD_STATUSES.flatMap((status) =>
  LEAD_ACTIONS.flatMap((action) => ROLES.map((role) => ({ status, action, role }))),
);

describe("lead state machine", () => {
  it("names the five actions", () => {
    expect(LEAD_ACTIONS).toEqual([
      "accept",
      "markOnSite",
      "submitCompletion",
      "approve",
      "requestRevision",
    ]);
  });

  it("holds exactly the seven transitions of the architecture", () => {
    expect(LEAD_TRANSITIONS).toHaveLength(Object.keys(allowed).length);
    for (const { from, action, to, role } of LEAD_TRANSITIONS) {
      expect(allowed[`${from} ${action}`]).toEqual({ to, role });
    }
  });

  it.each(everyCase)(
    "$role doing $action on a $status lead: allowed only as in the table",
    ({
      status,
      action,
      role,
    }: {
      status: LeadStatusType;
      action: LeadActionType;
      role: RoleType;
    }) => {
      const expected = allowed[`${status} ${action}`];
      expect(canTransition(status, action, role)).toBe(expected?.role === role);
      expect(nextStatus(status, action)).toBe(expected?.to ?? null);
    },
  );

  it("never lets an administrator move a lead", () => {
    for (const status of LEAD_STATUSES) {
      expect(availableActions(status, Role.ADMINISTRATOR)).toEqual([]);
    }
  });

  it("lists what each role can do next", () => {
    expect(availableActions(LeadStatus.NEW, Role.INSTALLER)).toEqual([LeadAction.ACCEPT]);
    expect(availableActions(LeadStatus.NEW, Role.CUSTOMER)).toEqual([]);
    expect(availableActions(LeadStatus.DONE, Role.CUSTOMER)).toEqual([
      LeadAction.APPROVE,
      LeadAction.REQUEST_REVISION,
    ]);
    expect(availableActions(LeadStatus.REVISION, Role.INSTALLER)).toEqual([
      LeadAction.MARK_ON_SITE,
      LeadAction.SUBMIT_COMPLETION,
    ]);
    expect(availableActions(LeadStatus.APPROVED, Role.CUSTOMER)).toEqual([]);
  });

  it("leaves an approved lead final", () => {
    for (const action of LEAD_ACTIONS) expect(nextStatus(LeadStatus.APPROVED, action)).toBeNull();
  });

  it("opens chat from acceptance until approval", () => {
    expect(CHAT_OPEN_STATUSES).toEqual(["ACCEPTED", "ON_SITE", "DONE", "REVISION"]);
    expect(LEAD_STATUSES.filter(isChatOpen)).toEqual(["ACCEPTED", "ON_SITE", "DONE", "REVISION"]);
  });

  it("lets only NEW leads be edited or deleted", () => {
    expect(EDITABLE_STATUSES).toEqual(["NEW"]);
    expect(LEAD_STATUSES.filter(isEditable)).toEqual(["NEW"]);
  });
});
