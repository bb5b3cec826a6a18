import { LeadStatus, ROLES, Role } from "./enums";

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
  /** An approved installer names a price for a request the quote engine could not price. */
  MAKE_OFFER: "makeOffer",
  /** The customer takes one installer's offer: that price is held and the job is theirs. */
  ACCEPT_OFFER: "acceptOffer",
  /** An administrator ends a dispute (or a stuck job): everything to the installer… */
  SETTLE_RELEASE: "settleRelease",
  /** …everything back to the customer… */
  SETTLE_REFUND: "settleRefund",
  /** …or part to the installer and the rest back to the customer. */
  SETTLE_SPLIT: "settleSplit",
  /** The platform approves a DONE lead nobody answered within AUTO_RELEASE_AFTER. */
  AUTO_RELEASE: "autoRelease",
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
  LeadAction.MAKE_OFFER,
  LeadAction.ACCEPT_OFFER,
  LeadAction.SETTLE_RELEASE,
  LeadAction.SETTLE_REFUND,
  LeadAction.SETTLE_SPLIT,
  LeadAction.AUTO_RELEASE,
] as const;

/** Who acts on a lead: a person of one of the roles, or the platform itself (a timer). */
export const SYSTEM_ACTOR = "system";
export type LeadActor = Role | typeof SYSTEM_ACTOR;
export const LEAD_ACTORS = [...ROLES, SYSTEM_ACTOR] as const;

/** The settlement outcomes of POST /admin/leads/{id}/settle and the action each one takes. */
export const SETTLE_ACTIONS = {
  release: LeadAction.SETTLE_RELEASE,
  refund: LeadAction.SETTLE_REFUND,
  split: LeadAction.SETTLE_SPLIT,
} as const;

/** The statuses in which the lead's price is held in escrow: an administrator may settle. */
export const SETTLEABLE_STATUSES: readonly LeadStatus[] = [
  LeadStatus.ACCEPTED,
  LeadStatus.ON_SITE,
  LeadStatus.DONE,
  LeadStatus.REVISION,
  LeadStatus.DISPUTED,
];

export interface LeadTransition {
  from: LeadStatus;
  action: LeadAction;
  to: LeadStatus;
  /** The role allowed to take the action (or the platform's own timer); whether this
   *  user is the lead's own customer or assigned installer is checked by the service. */
  role: LeadActor;
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
  // An offer leaves the request NEW; no money moves until the customer accepts one.
  {
    from: LeadStatus.NEW,
    action: LeadAction.MAKE_OFFER,
    to: LeadStatus.NEW,
    role: Role.INSTALLER,
  },
  {
    from: LeadStatus.NEW,
    action: LeadAction.ACCEPT_OFFER,
    to: LeadStatus.ACCEPTED,
    role: Role.CUSTOMER,
  },
  // The REVISION → DONE row above restarts the automatic release clock.
  {
    from: LeadStatus.DONE,
    action: LeadAction.AUTO_RELEASE,
    to: LeadStatus.APPROVED,
    role: SYSTEM_ACTOR,
  },
  // Administrators settle a dispute, or a job stuck with its money held.
  ...SETTLEABLE_STATUSES.flatMap((from): LeadTransition[] => [
    { from, action: LeadAction.SETTLE_RELEASE, to: LeadStatus.APPROVED, role: Role.ADMINISTRATOR },
    { from, action: LeadAction.SETTLE_REFUND, to: LeadStatus.CANCELLED, role: Role.ADMINISTRATOR },
    { from, action: LeadAction.SETTLE_SPLIT, to: LeadStatus.APPROVED, role: Role.ADMINISTRATOR },
  ]),
];

export function canTransition(status: LeadStatus, action: LeadAction, role: LeadActor): boolean {
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
export function availableActions(status: LeadStatus, role: LeadActor): LeadAction[] {
  return LEAD_TRANSITIONS.filter(
    (transition) => transition.from === status && transition.role === role,
  ).map((transition) => transition.action);
}

/** The two parties of a lead, as far as who may act on it is concerned. */
export interface LeadParties {
  status: LeadStatus;
  customerId: string;
  installerId: string | null;
  /** The lead's price in euros; null when the quote engine could not price it. */
  value: number | null;
}

/**
 * The actions this user may take on this lead now: the table's actions for their role,
 * narrowed to the lead's own customer or its assigned installer. Accepting a priced lead,
 * or making an offer on an unpriced one, is open to every installer (the server also
 * requires them to be approved); administrators may settle any lead whose money is held.
 * The server checks the same on every call; the web shows exactly these actions.
 */
export function leadActionsFor(lead: LeadParties, user: { id: string; role: Role }): LeadAction[] {
  return availableActions(lead.status, user.role).filter((action) => {
    if (action === LeadAction.ACCEPT) return lead.value !== null;
    // Offers are made and taken only on requests the quote engine could not price.
    if (action === LeadAction.MAKE_OFFER) return lead.value === null;
    if (action === LeadAction.ACCEPT_OFFER) {
      return lead.value === null && lead.customerId === user.id;
    }
    if (user.role === Role.ADMINISTRATOR) return true;
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
