import type { LeadRow } from "@uplink/db";
import { Role, VerificationStatus, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import { Forbidden, NotFound } from "../errors";

/*
 * Who may change a lead. The procedure base has already checked the role; these check
 * the person. They run before the state check, so that a refusal never tells a
 * stranger what state someone else's lead is in.
 */

/** Another customer's lead is NotFound to a customer: they cannot know it exists. */
export function assertOwnLead(lead: LeadRow, customer: SessionUser): void {
  if (lead.customerId !== customer.id) throw new NotFound(said.server.notFound);
}

export function assertAssignedInstaller(lead: LeadRow, installer: SessionUser): void {
  if (lead.installerId !== installer.id) throw new Forbidden(said.server.forbidden);
}

/** ARCHITECTURE §4: only APPROVED installers may accept jobs, and so only they see NEW ones. */
export function isApprovedInstaller(user: SessionUser): boolean {
  return user.role === Role.INSTALLER && user.verificationStatus === VerificationStatus.APPROVED;
}

export function assertApprovedInstaller(installer: SessionUser): void {
  if (!isApprovedInstaller(installer)) {
    throw new Forbidden(said.server.installerNotApproved);
  }
}
