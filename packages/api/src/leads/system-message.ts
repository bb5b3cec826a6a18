import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";
import type { Message } from "@uplink/domain";
import { insertSystemMessage } from "../conversation/conversation-messages";

/**
 * A SYSTEM message in the lead's conversation, once there is one (it opens when an
 * installer accepts), kept by key so that each party reads it in their language.
 * seq and the conversation's lastMessageSeq are the database's.
 */
export async function postSystemMessage(
  db: Kysely<Database>,
  leadId: string,
  line: Message,
): Promise<void> {
  const conversation = await db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", leadId)
    .executeTakeFirst();
  if (!conversation) return;
  await insertSystemMessage(db, conversation.id, line);
}
