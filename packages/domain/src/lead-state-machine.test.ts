import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, LeadStatus, ROLES, Role } from "./enums";
import type { LeadStatus as LeadStatusType } from "./enums";
import {
  CHAT_OPEN_STATUSES,
  DELETABLE_STATUSES,
  EDITABLE_STATUSES,
  LEAD_ACTIONS,
  LEAD_ACTORS,
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
import type { LeadAction as LeadActionType, LeadActor } from "./lead-state-machine";

/*
 * The expected table, written independently of LEAD_TRANSITIONS: "from action" → the
 * status it leads to and every role allowed to take it. Whatever is not here is refused.
 */
type Allowed = { to: LeadStatusType; roles: LeadActor[] };
const allowed: Record<string, Allowed> = {
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
  "NEW makeOffer": { to: "NEW", roles: ["installer"] },
  "NEW acceptOffer": { to: "ACCEPTED", roles: ["customer"] },
  "DONE autoRelease": { to: "APPROVED", roles: ["system"] },
  ...Object.fromEntries(
    ["ACCEPTED", "ON_SITE", "DONE", "REVISION", "DISPUTED"].flatMap((from): [string, Allowed][] => [
      [`${from} settleRelease`, { to: "APPROVED", roles: ["administrator"] }],
      [`${from} settleRefund`, { to: "CANCELLED", roles: ["administrator"] }],
      [`${from} settleSplit`, { to: "APPROVED", roles: ["administrator"] }],
    ]),
  ),
};

const everyCase = LEAD_STATUSES.flatMap((status) =>
  LEAD_ACTIONS.flatMap((action) => LEAD_ACTORS.map((role) => ({ status, action, role }))),
);

describe("lead state machine", () => {
  it("names the fourteen actions", () => {
    expect(LEAD_ACTIONS).toEqual([
      "accept",
      "markOnSite",
      "submitCompletion",
      "approve",
      "requestRevision",
      "cancel",
      "withdraw",
      "dispute",
      "makeOffer",
      "acceptOffer",
      "settleRelease",
      "settleRefund",
      "settleSplit",
      "autoRelease",
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

  it("covers every status × action × role, the platform's timer included", () => {
    expect(LEAD_ACTORS).toEqual([...ROLES, "system"]);
    expect(everyCase).toHaveLength(LEAD_STATUSES.length * LEAD_ACTIONS.length * LEAD_ACTORS.length);
    expect(everyCase).toHaveLength(8 * 14 * 4);
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
      role: LeadActor;
    }) => {
      const expected = allowed[`${status} ${action}`];
      expect(canTransition(status, action, role)).toBe(expected?.roles.includes(role) ?? false);
      expect(nextStatus(status, action)).toBe(expected?.to ?? null);
      expect(availableActions(status, role).includes(action)).toBe(
        expected?.roles.includes(role) ?? false,
      );
    },
  );

  it("lets an administrator only settle, and only where money is held", () => {
    for (const status of LEAD_STATUSES) {
      const held = ["ACCEPTED", "ON_SITE", "DONE", "REVISION", "DISPUTED"].includes(status);
      expect(availableActions(status, Role.ADMINISTRATOR)).toEqual(
        held ? ["settleRelease", "settleRefund", "settleSplit"] : [],
      );
    }
  });

  it("lets the platform's timer only approve a DONE lead", () => {
    for (const status of LEAD_STATUSES) {
      expect(availableActions(status, "system")).toEqual(status === "DONE" ? ["autoRelease"] : []);
    }
  });

  it("lists what each role can do next", () => {
    expect(availableActions(LeadStatus.NEW, Role.INSTALLER)).toEqual([
      LeadAction.ACCEPT,
      LeadAction.MAKE_OFFER,
    ]);
    expect(availableActions(LeadStatus.NEW, Role.CUSTOMER)).toEqual([
      LeadAction.CANCEL,
      LeadAction.ACCEPT_OFFER,
    ]);
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
    for (const status of [LeadStatus.APPROVED, LeadStatus.CANCELLED]) {
      for (const action of LEAD_ACTIONS) expect(nextStatus(status, action)).toBeNull();
    }
    for (const role of [Role.CUSTOMER, Role.INSTALLER]) {
      expect(availableActions(LeadStatus.DISPUTED, role)).toEqual([]);
    }
  });

  it("narrows the role's actions to the lead's own customer and assigned installer", () => {
    const customer = { id: "c1", role: Role.CUSTOMER };
    const installer = { id: "i1", role: Role.INSTALLER };
    const stranger = { id: "x", role: Role.CUSTOMER };
    const otherInstaller = { id: "i2", role: Role.INSTALLER };
    const admin = { id: "a", role: Role.ADMINISTRATOR };
    const lead = (
      status: LeadStatusType,
      installerId: string | null = "i1",
      value: number | null = 450,
    ) => ({ status, customerId: "c1", installerId, value });
    expect(leadActionsFor(lead(LeadStatus.NEW, null), customer)).toEqual(["cancel"]);
    expect(leadActionsFor(lead(LeadStatus.NEW, null), stranger)).toEqual([]);
    expect(leadActionsFor(lead(LeadStatus.NEW, null), otherInstaller)).toEqual(["accept"]);
    // A request without a price takes offers instead, and its customer accepts one.
    const unpriced = lead(LeadStatus.NEW, null, null);
    expect(leadActionsFor(unpriced, otherInstaller)).toEqual(["makeOffer"]);
    expect(leadActionsFor(unpriced, customer)).toEqual(["cancel", "acceptOffer"]);
    expect(leadActionsFor(unpriced, stranger)).toEqual([]);
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
    expect(leadActionsFor(lead(LeadStatus.DISPUTED), admin)).toEqual([
      "settleRelease",
      "settleRefund",
      "settleSplit",
    ]);
    for (const status of ["NEW", "APPROVED", "CANCELLED"] as const) {
      expect(leadActionsFor(lead(status), admin)).toEqual([]);
    }
    expect(leadActionsFor(lead(LeadStatus.DISPUTED), installer)).toEqual([]);
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
