import { sql, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
import {
  LeadAction,
  messages,
  REPEATED_WITHDRAWALS_COUNT,
  REPEATED_WITHDRAWALS_DAYS,
  type Lead,
  type WithdrawLeadInput,
  said,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { alertDescription } from "../i18n/kept-text";
import { changeLead } from "./change-lead";
import { refundLeadEscrow } from "./escrow-holds";
import { assertAssignedInstaller } from "./lead-permissions";
import { requotedValueCents } from "./requoted-value";
import { reportReasonLeaks, screenReason } from "./lead-reason";

/**
 * The assigned installer gives an accepted lead back (issue 11): ACCEPTED → NEW, the
 * installer unassigned, the whole escrow refunded to the customer, the withdrawal kept,
 * the customer told by email — in one transaction under the lead's lock (a job its
 * customer has not paid at the provider yet has its open checkout expired instead, and
 * nothing to refund). The price goes
 * back to the quote engine's (an installer's own price for an unpriced request leaves
 * with them), so the next installer accepts it as any NEW request. The
 * REPEATED_WITHDRAWALS_COUNT-th withdrawal of one installer within
 * REPEATED_WITHDRAWALS_DAYS raises an `other` alert about them.
 */
export function withdrawLead(
  deps: ApiDeps,
  installer: SessionUser,
  { id, reason }: WithdrawLeadInput,
): Promise<Lead> {
  const screened = screenReason(reason);
  // Read where it is used: in each mail's recipient's language; the chat keeps it by key.
  const because = () => [messages.server.reasonGiven(screened.text)];
  // The customer had not paid at the provider yet: nothing is refunded.
  let nothingPaid = false;
  return changeLead(deps, installer, id, {
    action: LeadAction.WITHDRAW,
    event: "withdrawn",
    notify: "customer",
    permit: (lead) => assertAssignedInstaller(lead, installer),
    mailDetails: because,
    systemDetails: () => said.server.reasonGiven(screened.text),
    unpaid: () => nothingPaid,
    async apply(trx, lead) {
      // The refund names the hold being ended, so it comes before the withdrawal is kept.
      nothingPaid = (await refundLeadEscrow(deps, trx, lead, "withdrawn")) === null;
      await trx
        .insertInto("leadWithdrawals")
        .values({ leadId: lead.id, installerId: installer.id, reason: screened.text })
        .execute();
      await alertOnRepeatedWithdrawals(trx, installer, lead.id);
      return {
        installerId: null,
        acceptedAt: null,
        scheduledAt: null,
        valueCents: await requotedValueCents(trx, lead),
      };
    },
    afterSystemMessage: (trx, lead) => reportReasonLeaks(trx, installer, lead, screened),
  });
}

/**
 * Exactly when this withdrawal is the one that reaches the count, so the alert comes once.
 * One installer's withdrawals from different leads are counted one after the other (a
 * transaction-scoped advisory lock on the installer), or two at once could each miss
 * the other and neither reach the count.
 */
async function alertOnRepeatedWithdrawals(
  trx: Kysely<Database>,
  installer: SessionUser,
  leadId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${installer.id}`}, 0))`.execute(
    trx,
  );
  const since = new Date(Date.now() - REPEATED_WITHDRAWALS_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await trx
    .selectFrom("leadWithdrawals")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("installerId", "=", installer.id)
    .where("createdAt", ">=", since)
    .executeTakeFirstOrThrow();
  if (Number(count) !== REPEATED_WITHDRAWALS_COUNT) return;
  await trx
    .insertInto("alerts")
    .values({
      type: "other",
      ...alertDescription(
        said.alerts.repeatedWithdrawals(
          `${installer.firstName} ${installer.lastName}`,
          installer.email,
          REPEATED_WITHDRAWALS_COUNT,
          REPEATED_WITHDRAWALS_DAYS,
        ),
      ),
      leadId,
      userId: installer.id,
    })
    .execute();
}
