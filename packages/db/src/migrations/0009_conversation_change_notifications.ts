import { sql, type Kysely } from "kysely";

/*
 * Chat changes told to every app instance (issue 12). An instance answers an unchanged
 * chat poll (304) from memory; whatever could change that answer must reach every
 * instance at once, whoever wrote it. A trigger sees every such write:
 * - a message posted (its conversation's last_message_seq moves): `conversation:<id>`;
 * - a lead's parties or status changed, or the lead deleted (who may read its chat, and
 *   whether it has one): `lead:<id>`.
 * NOTIFY is sent on commit only, and not at all when the transaction rolls back.
 */

const CHANNEL = "conversation_changes";

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_conversation_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        ${sql.lit(CHANNEL)},
        (case tg_table_name when 'conversations' then 'conversation:' else 'lead:' end) || old.id
      );
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    create trigger conversations_notify_change after update on conversations
    for each row
    when (old.last_message_seq is distinct from new.last_message_seq)
    execute function notify_conversation_change()
  `.execute(db);
  await sql`
    create trigger leads_notify_change after update on leads
    for each row
    when ((old.customer_id, old.installer_id, old.status)
      is distinct from (new.customer_id, new.installer_id, new.status))
    execute function notify_conversation_change()
  `.execute(db);
  await sql`
    create trigger leads_notify_delete after delete on leads
    for each row execute function notify_conversation_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger leads_notify_delete on leads`.execute(db);
  await sql`drop trigger leads_notify_change on leads`.execute(db);
  await sql`drop trigger conversations_notify_change on conversations`.execute(db);
  await sql`drop function notify_conversation_change()`.execute(db);
}
