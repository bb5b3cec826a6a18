import { LeadStatus, Role } from "./enums";

export const LeadAction = {
  ACCEPT: "accept",
  MARK_ON_SITE: "markOnSite",
  SUBMIT_COMPLETION: "submitCompletion",
  APPROVE: "approve",
  REQUEST_REVISION: "requestRevision",
  /** The customer calls the request off before the installer is on site (issue 11). */
  CANCEL: "cancel",
  /** The assigned installer gives an accepted job back; it is NEW again (issue 11). */
  WITHDRAW: "withdraw",
  /** Either party contests the work; an administrator settles it (issue 11). */
  DISPUTE: "dispute",
} as const;
export type LeadAction = (typeof LeadAction)[keyof typeof LeadAction];
export const LEAD_ACTIONS = [
  LeadAction.ACCEPT,
  LeadAction.MARK_ON_SITE,
  LeadAction.SUBMIT_COMPLETION,
  LeadAction.APPROVE,
  LeadAction.REQUEST_REVISION,
  LeadAction.CANCEL,
  LeadAction.WITHDRAW,
  LeadAction.DISPUTE,
] as const;

export interface LeadTransition {
  from: LeadStatus;
  action: LeadAction;
  to: LeadStatus;
  /** The role allowed to take the action; whether this user is the lead's own
   *  customer or assigned installer is checked by the service. */
  role: Role;
}

export const LEAD_TRANSITIONS: readonly LeadTransition[] = [
  {
    from: LeadStatus.NEW,
    action: LeadAction.ACCEPT,
    to: LeadStatus.ACCEPTED,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.ACCEPTED,
    action: LeadAction.MARK_ON_SITE,
    to: LeadStatus.ON_SITE,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.ON_SITE,
    action: LeadAction.SUBMIT_COMPLETION,
    to: LeadStatus.DONE,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.DONE,
    action: LeadAction.APPROVE,
    to: LeadStatus.APPROVED,
    role: Role.CUSTOMER,
  },
  {
    from: LeadStatus.DONE,
    action: LeadAction.REQUEST_REVISION,
    to: LeadStatus.REVISION,
    role: Role.CUSTOMER,
  },
  {
    from: LeadStatus.REVISION,
    action: LeadAction.MARK_ON_SITE,
    to: LeadStatus.ON_SITE,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.REVISION,
    action: LeadAction.SUBMIT_COMPLETION,
    to: LeadStatus.DONE,
    role: Role.INSTALLER,
  },
  // Nothing is held yet: the request is simply called off.
  {
    from: LeadStatus.NEW,
    action: LeadAction.CANCEL,
    to: LeadStatus.CANCELLED,
    role: Role.CUSTOMER,
  },
  // The whole escrow goes back to the customer. From ON_SITE on the installer is there.
  {
    from: LeadStatus.ACCEPTED,
    action: LeadAction.CANCEL,
    to: LeadStatus.CANCELLED,
    role: Role.CUSTOMER,
  },
  // The escrow goes back to the customer and another installer may accept the request.
  {
    from: LeadStatus.ACCEPTED,
    action: LeadAction.WITHDRAW,
    to: LeadStatus.NEW,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.DONE,
    action: LeadAction.DISPUTE,
    to: LeadStatus.DISPUTED,
    role: Role.CUSTOMER,
  },
  {
    from: LeadStatus.REVISION,
    action: LeadAction.DISPUTE,
    to: LeadStatus.DISPUTED,
    role: Role.CUSTOMER,
  },
  {
    from: LeadStatus.REVISION,
    action: LeadAction.DISPUTE,
    to: LeadStatus.DISPUTED,
    role: Role.INSTALLER,
  },
];

export function canTransition(status: LeadStatus, action: LeadAction, role: Role): boolean {
  return LEAD_TRANSITIONS.some(
    (transition) =>
      transition.from === status && transition.action === action && transition.role === role,
  );
}

export function nextStatus(status: LeadStatus, action: LeadAction): LeadStatus | null {
  return (
    LEAD_TRANSITIONS.find(
      (transition) => transition.from === status && transition.action === action,
    )?.to ?? null
  );
}

/** The actions a user of this role may take on a lead in this status, in table order. */
export function availableActions(status: LeadStatus, role: Role): LeadAction[] {
  return LEAD_TRANSITIONS.filter(
    (transition) => transition.from === status && transition.role === role,
  ).map((transition) => transition.action);
}

/** The two parties of a lead, as far as who may act on it is concerned. */
export interface LeadParties {
  status: LeadStatus;
  customerId: string;
  installerId: string | null;
}

/**
 * The actions this user may take on this lead now: the table's actions for their role,
 * narrowed to the lead's own customer or its assigned installer. Accepting is open to
 * every installer (the server also requires them to be approved). The server checks the
 * same on every call; the web shows exactly these actions.
 */
export function leadActionsFor(lead: LeadParties, user: { id: string; role: Role }): LeadAction[] {
  return availableActions(lead.status, user.role).filter((action) => {
    if (action === LeadAction.ACCEPT) return user.role === Role.INSTALLER;
    if (user.role === Role.INSTALLER) return lead.installerId === user.id;
    return lead.customerId === user.id;
  });
}

export const CHAT_OPEN_STATUSES: readonly LeadStatus[] = [
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
  // The parties may still talk while an administrator settles the dispute.
  LeadStatus.DISPUTED,
];

/** Only new leads may be edited by their customer. */
export const EDITABLE_STATUSES: readonly LeadStatus[] = [LeadStatus.NEW];

/** A customer may delete their lead while nothing was ever done on it, or once cancelled. */
export const DELETABLE_STATUSES: readonly LeadStatus[] = [LeadStatus.NEW, LeadStatus.CANCELLED];

export function isChatOpen(status: LeadStatus): boolean {
  return CHAT_OPEN_STATUSES.includes(status);
}

export function isEditable(status: LeadStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function isDeletable(status: LeadStatus): boolean {
  return DELETABLE_STATUSES.includes(status);
}
