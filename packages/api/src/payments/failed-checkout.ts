import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "@uplink/db";
import { DASHBOARD_PATH_BY_ROLE, messages } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { isHeld } from "../escrow/escrow";
import { mailTo } from "../mail/compose";
import type { ProviderEvent } from "../ports/payment-provider";
import { checkoutOfSession } from "./lead-checkout";

/**
 * checkout.session.async_payment_failed (a SEPA debit the bank refused): the checkout is
 * marked failed — the job awaits its payment again and the customer's next Pay opens a
 * new checkout — and the customer is mailed, in their language. Read from the provider
 * first: a checkout that was paid after all, or a hold already captured, changes nothing.
 */
export async function markCheckoutFailed(
  deps: ApiDeps,
  trx: Kysely<Database>,
  event: ProviderEvent,
): Promise<void> {
  const checkout = await checkoutOfSession(trx, event.object.id);
  if (checkout === undefined || (await isHeld(trx, checkout.leadId, checkout.hold))) return;
  if ((await deps.payments.checkoutPayment(event.object.id)).paid) return;
  const failed = await trx
    .updateTable("leadCheckouts")
    .set({ failedAt: sql`now()` })
    .where("sessionId", "=", event.object.id)
    .where("failedAt", "is", null)
    .returning("leadId")
    .executeTakeFirst();
  if (failed === undefined) return;
  const customer = await trx
    .selectFrom("leads")
    .innerJoin("users", "users.id", "leads.customerId")
    .select(["users.email", "users.firstName", "users.locale", "leads.title"])
    .where("leads.id", "=", checkout.leadId)
    .where("users.anonymisedAt", "is", null)
    .executeTakeFirst();
  if (customer === undefined) return;
  const url = `${deps.config.publicUrl}${DASHBOARD_PATH_BY_ROLE.customer}?lead=${checkout.leadId}`;
  deps.mail.post(
    mailTo(customer, () => ({
      subject: messages.payments.failedMail.subject(customer.title),
      paragraphs: [messages.payments.failedMail.body],
      action: { label: customer.title, url },
    })),
  );
}
