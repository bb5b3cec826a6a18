import type { UserRow } from "@uplink/db";
import {
  said,
  type Message,
  AlertType,
  Role,
  VerificationStatus,
  type AdminUser,
  type UserIdInput,
} from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { Conflict, NotFound } from "../errors";
import { installerApprovedMail, installerRejectedMail } from "../mail/account-mails";
import type { MailMessage } from "../mail/mailer";
import { toAdminUser } from "./to-admin-user";
import { alertDescription } from "../i18n/kept-text";

type Decision = typeof VerificationStatus.APPROVED | typeof VerificationStatus.REJECTED;

interface Review {
  decision: Decision;
  /** A refusal that depends on the installer, or nothing. */
  refusal?: (installer: UserRow) => Message | undefined;
  activity: (name: string) => Message;
  mail: (installer: UserRow) => MailMessage;
  /** The description of an `other` alert to raise for administrators, if any. */
  alert?: (installer: UserRow) => Message;
}

/**
 * Records an administrator's decision on an installer: the status, an activity line,
 * an alert where one is due and, after the commit, an email to the installer. Deciding what is already decided
 * changes nothing and sends nothing.
 */
async function review(
  deps: ApiDeps,
  installerId: string,
  adminId: string,
  { decision, refusal, activity, mail, alert }: Review,
): Promise<AdminUser> {
  const { installer, changed } = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", installerId)
      .where("role", "=", Role.INSTALLER)
      .where("anonymisedAt", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new NotFound(said.server.notFound);
    const refused = refusal?.(current);
    if (refused) throw new Conflict(refused);
    if (current.verificationStatus === decision) return { installer: current, changed: false };

    const installer = await trx
      .updateTable("users")
      .set({ verificationStatus: decision })
      .where("id", "=", installerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      kind: `installer_${decision.toLowerCase()}`,
      said: activity(`${installer.firstName} ${installer.lastName}`),
      actorId: adminId,
      // The line names the installer, not the administrator.
      subjectIds: [installer.id],
    });
    if (alert) {
      await trx
        .insertInto("alerts")
        .values({
          type: AlertType.OTHER,
          ...alertDescription(alert(installer)),
          userId: installer.id,
        })
        .execute();
    }
    return { installer, changed: true };
  });
  if (changed) deps.mail.post(mail(installer));
  return toAdminUser(installer);
}

/** Refused (409) while the installer's email is unverified. */
export function approveInstaller(
  deps: ApiDeps,
  admin: SessionUser,
  { id: installerId }: UserIdInput,
): Promise<AdminUser> {
  return review(deps, installerId, admin.id, {
    decision: VerificationStatus.APPROVED,
    refusal: (installer) =>
      installer.emailVerified ? undefined : said.server.installerEmailNotVerified,
    activity: (name) => said.activity.installerApproved(name),
    mail: (installer) => installerApprovedMail(deps.config.publicUrl, installer),
  });
}

export function rejectInstaller(
  deps: ApiDeps,
  admin: SessionUser,
  { id: installerId }: UserIdInput,
): Promise<AdminUser> {
  return review(deps, installerId, admin.id, {
    decision: VerificationStatus.REJECTED,
    activity: (name) => said.activity.installerRejected(name),
    mail: installerRejectedMail,
    alert: (installer) =>
      said.alerts.installerRejected(
        `${installer.firstName} ${installer.lastName}`,
        installer.email,
      ),
  });
}
