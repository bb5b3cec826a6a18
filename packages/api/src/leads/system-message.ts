import type { Kysely } from "kysely";
import type { Database } from "@uplink/db";

/**
 * A SYSTEM message in the lead's conversation, once there is one (it opens when an
 * installer accepts). seq and the conversation's lastMessageSeq are the database's.
 */
export async function postSystemMessage(
  db: Kysely<Database>,
  leadId: string,
  body: string,
): Promise<void> {
  const conversation = await db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", leadId)
    .executeTakeFirst();
  if (!conversation) return;
  await db
    .insertInto("messages")
    .values({ conversationId: conversation.id, senderId: null, type: "SYSTEM", body })
    .execute();
}
