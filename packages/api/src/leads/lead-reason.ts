import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import { said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import {
  reportContactLeaks,
  screenText,
  type ScreenedText,
} from "../conversation/contact-monitoring";

/**
 * The reason given to cancel, withdraw from or dispute a lead reaches the other party (in
 * the chat, by email, in alerts), so it is monitored like a chat message: contact details
 * are replaced before it is stored or sent anywhere.
 */
export function screenReason(reason: string): ScreenedText {
  return screenText("lead_reason", reason);
}

/**
 * After the change's SYSTEM message: a leak_detection alert with the original reason when
 * contact details were removed, and a warning in the lead's chat where it has one.
 */
export async function reportReasonLeaks(
  trx: Transaction<Database>,
  writer: SessionUser,
  lead: { id: string; title: string },
  reason: ScreenedText,
): Promise<void> {
  const conversation = await trx
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", lead.id)
    .executeTakeFirst();
  await reportContactLeaks(
    trx,
    writer,
    {
      lead,
      warning: conversation
        ? { conversationId: conversation.id, line: said.server.contactDetailsRemovedFromReason }
        : null,
    },
    [reason],
  );
}
