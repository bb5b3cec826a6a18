import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, LeadStatus, ROLES, Role } from "./enums";
import type { LeadStatus as LeadStatusType, Role as RoleType } from "./enums";
import {
  CHAT_OPEN_STATUSES,
  DELETABLE_STATUSES,
  EDITABLE_STATUSES,
  LEAD_ACTIONS,
  LEAD_TRANSITIONS,
  LeadAction,
  availableActions,
  canTransition,
  isChatOpen,
  isDeletable,
  isEditable,
  leadActionsFor,
  nextStatus,
} from "./lead-state-machine";
import type { LeadAction as LeadActionType } from "./lead-state-machine";

/*
 * The expected table, written independently of LEAD_TRANSITIONS: "from action" → the
 * status it leads to and every role allowed to take it. Whatever is not here is refused.
 */
const allowed: Record<string, { to: LeadStatusType; roles: RoleType[] }> = {
  "NEW accept": { to: "ACCEPTED", roles: ["installer"] },
  "ACCEPTED markOnSite": { to: "ON_SITE", roles: ["installer"] },
  "ON_SITE submitCompletion": { to: "DONE", roles: ["installer"] },
  "DONE approve": { to: "APPROVED", roles: ["customer"] },
  "DONE requestRevision": { to: "REVISION", roles: ["customer"] },
  "REVISION markOnSite": { to: "ON_SITE", roles: ["installer"] },
  "REVISION submitCompletion": { to: "DONE", roles: ["installer"] },
  "NEW cancel": { to: "CANCELLED", roles: ["customer"] },
  "ACCEPTED cancel": { to: "CANCELLED", roles: ["customer"] },
  "ACCEPTED withdraw": { to: "NEW", roles: ["installer"] },
  "DONE dispute": { to: "DISPUTED", roles: ["customer"] },
  "REVISION dispute": { to: "DISPUTED", roles: ["customer", "installer"] },
};

const everyCase = LEAD_STATUSES.flatMap((status) =>
  LEAD_ACTIONS.flatMap((action) => ROLES.map((role) => ({ status, action, role }))),
);

describe("lead state machine", () => {
  it("names the eight actions", () => {
    expect(LEAD_ACTIONS).toEqual([
      "accept",
      "markOnSite",
      "submitCompletion",
      "approve",
      "requestRevision",
      "cancel",
      "withdraw",
      "dispute",
    ]);
  });

  it("holds exactly the transitions of the expected table, each role once", () => {
    const rows = Object.values(allowed).reduce((count, row) => count + row.roles.length, 0);
    expect(LEAD_TRANSITIONS).toHaveLength(rows);
    for (const { from, action, to, role } of LEAD_TRANSITIONS) {
      expect(allowed[`${from} ${action}`]?.to).toBe(to);
      expect(allowed[`${from} ${action}`]?.roles).toContain(role);
    }
  });

  it("covers every status × action × role", () => {
    expect(everyCase).toHaveLength(LEAD_STATUSES.length * LEAD_ACTIONS.length * ROLES.length);
    expect(everyCase).toHaveLength(8 * 8 * 3);
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
      expect(canTransition(status, action, role)).toBe(expected?.roles.includes(role) ?? false);
      expect(nextStatus(status, action)).toBe(expected?.to ?? null);
      expect(availableActions(status, role).includes(action)).toBe(
        expected?.roles.includes(role) ?? false,
      );
    },
  );

  it("never lets an administrator move a lead", () => {
    for (const status of LEAD_STATUSES) {
      expect(availableActions(status, Role.ADMINISTRATOR)).toEqual([]);
    }
  });

  it("lists what each role can do next", () => {
    expect(availableActions(LeadStatus.NEW, Role.INSTALLER)).toEqual([LeadAction.ACCEPT]);
    expect(availableActions(LeadStatus.NEW, Role.CUSTOMER)).toEqual([LeadAction.CANCEL]);
    expect(availableActions(LeadStatus.ACCEPTED, Role.INSTALLER)).toEqual([
      LeadAction.MARK_ON_SITE,
      LeadAction.WITHDRAW,
    ]);
    expect(availableActions(LeadStatus.ACCEPTED, Role.CUSTOMER)).toEqual([LeadAction.CANCEL]);
    expect(availableActions(LeadStatus.ON_SITE, Role.CUSTOMER)).toEqual([]);
    expect(availableActions(LeadStatus.DONE, Role.CUSTOMER)).toEqual([
      LeadAction.APPROVE,
      LeadAction.REQUEST_REVISION,
      LeadAction.DISPUTE,
    ]);
    expect(availableActions(LeadStatus.DONE, Role.INSTALLER)).toEqual([]);
    expect(availableActions(LeadStatus.REVISION, Role.INSTALLER)).toEqual([
      LeadAction.MARK_ON_SITE,
      LeadAction.SUBMIT_COMPLETION,
      LeadAction.DISPUTE,
    ]);
    expect(availableActions(LeadStatus.REVISION, Role.CUSTOMER)).toEqual([LeadAction.DISPUTE]);
    expect(availableActions(LeadStatus.APPROVED, Role.CUSTOMER)).toEqual([]);
  });

  it("leaves approved and cancelled leads final, and disputed ones to administrators", () => {
    for (const status of [LeadStatus.APPROVED, LeadStatus.CANCELLED, LeadStatus.DISPUTED]) {
      for (const action of LEAD_ACTIONS) expect(nextStatus(status, action)).toBeNull();
    }
  });

  it("narrows the role's actions to the lead's own customer and assigned installer", () => {
    const customer = { id: "c1", role: Role.CUSTOMER };
    const installer = { id: "i1", role: Role.INSTALLER };
    const stranger = { id: "x", role: Role.CUSTOMER };
    const otherInstaller = { id: "i2", role: Role.INSTALLER };
    const admin = { id: "a", role: Role.ADMINISTRATOR };
    const lead = (status: LeadStatusType, installerId: string | null = "i1") => ({
      status,
      customerId: "c1",
      installerId,
    });
    expect(leadActionsFor(lead(LeadStatus.NEW, null), customer)).toEqual(["cancel"]);
    expect(leadActionsFor(lead(LeadStatus.NEW, null), stranger)).toEqual([]);
    expect(leadActionsFor(lead(LeadStatus.NEW, null), otherInstaller)).toEqual(["accept"]);
    expect(leadActionsFor(lead(LeadStatus.ACCEPTED), installer)).toEqual([
      "markOnSite",
      "withdraw",
    ]);
    expect(leadActionsFor(lead(LeadStatus.ACCEPTED), otherInstaller)).toEqual([]);
    expect(leadActionsFor(lead(LeadStatus.REVISION), installer)).toEqual([
      "markOnSite",
      "submitCompletion",
      "dispute",
    ]);
    expect(leadActionsFor(lead(LeadStatus.REVISION), customer)).toEqual(["dispute"]);
    expect(leadActionsFor(lead(LeadStatus.REVISION), stranger)).toEqual([]);
    for (const status of LEAD_STATUSES) expect(leadActionsFor(lead(status), admin)).toEqual([]);
  });

  it("opens chat from acceptance until approval, and during a dispute", () => {
    expect(CHAT_OPEN_STATUSES).toEqual(["ACCEPTED", "ON_SITE", "DONE", "REVISION", "DISPUTED"]);
    expect(LEAD_STATUSES.filter(isChatOpen)).toEqual([
      "ACCEPTED",
      "ON_SITE",
      "DONE",
      "REVISION",
      "DISPUTED",
    ]);
  });

  it("lets only NEW leads be edited, and NEW or cancelled ones be deleted", () => {
    expect(EDITABLE_STATUSES).toEqual(["NEW"]);
    expect(LEAD_STATUSES.filter(isEditable)).toEqual(["NEW"]);
    expect(DELETABLE_STATUSES).toEqual(["NEW", "CANCELLED"]);
    expect(LEAD_STATUSES.filter(isDeletable)).toEqual(["NEW", "CANCELLED"]);
  });
});
