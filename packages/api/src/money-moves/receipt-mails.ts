import type { ProviderMovementRow } from "@uplink/db";
import { centsToEuros, DASHBOARD_PATH_BY_ROLE, formatEuros, messages } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { activeLocale } from "../i18n/request-locale";
import { mailTo } from "../mail/compose";
import { DATE_LOCALE, formatReleaseDate } from "../release/release-date";

/*
 * Receipts (issue 24), each in its recipient's language and listing the job, the
 * amounts, the fee where there is one, and the date: the customer's when their payment
 * is held and on each refund, the installer's payout statement on each transfer. Tax
 * invoices come later.
 */

type ReceiptDeps = Pick<ApiDeps, "db" | "mail" | "config">;

/** An amount as the recipient's language writes euros, e.g. "1.234,50 €" in German. */
const euros = (cents: number | string) =>
  formatEuros(centsToEuros(cents), DATE_LOCALE[activeLocale()]);

async function recipient(deps: ReceiptDeps, userId: string) {
  return deps.db
    .selectFrom("users")
    .select(["email", "firstName", "locale", "role"])
    .where("id", "=", userId)
    .where("anonymisedAt", "is", null)
    .executeTakeFirst();
}

async function leadTitle(deps: ReceiptDeps, leadId: string): Promise<string> {
  const lead = await deps.db
    .selectFrom("leads")
    .select("title")
    .where("id", "=", leadId)
    .executeTakeFirst();
  return lead?.title ?? leadId;
}

/** The customer's receipt for a payment the provider says was made and is now held. */
export async function mailPaymentReceipt(
  deps: ReceiptDeps,
  payment: { leadId: string; customerId: string; amountCents: number; at: Date },
): Promise<void> {
  const to = await recipient(deps, payment.customerId);
  if (to === undefined) return;
  const title = await leadTitle(deps, payment.leadId);
  deps.mail.post(
    mailTo(to, () => {
      const wording = messages.money.receipts;
      return {
        subject: wording.paymentSubject(title),
        paragraphs: [
          wording.paymentBody,
          wording.job(title),
          wording.amount(euros(payment.amountCents)),
          wording.date(formatReleaseDate(payment.at)),
        ],
        action: { label: title, url: `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}` },
      };
    }),
  );
}

/** The customer's refund receipt or the installer's payout statement of a confirmed movement. */
export async function mailReceipt(deps: ReceiptDeps, movement: ProviderMovementRow): Promise<void> {
  const to = await recipient(deps, movement.userId);
  if (to === undefined) return;
  const title = await leadTitle(deps, movement.leadId);
  const at = movement.confirmedAt ?? new Date();
  const dashboard = `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE[movement.kind === "refund" ? "customer" : "installer"]}`;
  deps.mail.post(
    mailTo(to, () => {
      const wording = messages.money.receipts;
      const paragraphs =
        movement.kind === "refund"
          ? [wording.refundBody, wording.job(title), wording.amount(euros(movement.amountCents))]
          : [
              wording.payoutBody,
              wording.job(title),
              wording.jobValue(euros(Number(movement.amountCents) + Number(movement.feeCents))),
              wording.fee(euros(movement.feeCents)),
              wording.paidOut(euros(movement.amountCents)),
            ];
      return {
        subject: (movement.kind === "refund" ? wording.refundSubject : wording.payoutSubject)(
          title,
        ),
        paragraphs: [...paragraphs, wording.date(formatReleaseDate(at))],
        action: { label: title, url: dashboard },
      };
    }),
  );
}
