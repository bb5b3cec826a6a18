import { LeadStatus, Role } from "./enums";

export const LeadAction = {
  ACCEPT: "accept",
  MARK_ON_SITE: "markOnSite",
  SUBMIT_COMPLETION: "submitCompletion",
  APPROVE: "approve",
  REQUEST_REVISION: "requestRevision",
} as const;
export type LeadAction = (typeof LeadAction)[keyof typeof LeadAction];
export const LEAD_ACTIONS = [
  LeadAction.ACCEPT,
  LeadAction.MARK_ON_SITE,
  LeadAction.SUBMIT_COMPLETION,
  LeadAction.APPROVE,
  LeadAction.REQUEST_REVISION,
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

export const CHAT_OPEN_STATUSES: readonly LeadStatus[] = [
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
];

/** Only new leads may be edited or deleted by their customer. */
export const EDITABLE_STATUSES: readonly LeadStatus[] = [LeadStatus.NEW];

export function isChatOpen(status: LeadStatus): boolean {
  return CHAT_OPEN_STATUSES.includes(status);
}

export function isEditable(status: LeadStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}
