import { sql, type Kysely } from "kysely";

/*
 * Lead changes told to every app instance, for the screens that list leads (issue 13): a
 * dashboard shows a lead appearing, changing status or going without a reload, whichever
 * instance wrote the change. On channel `lead_changes`, on commit, for a lead inserted,
 * deleted, or whose status or parties changed, the payload names who should hear it:
 * `<lead id> <customer id> <installer id> <previous installer id> <status> <previous status>`,
 * `-` where there is none (no installer; no previous row on insert, no next one on delete).
 */

const CHANNEL = "lead_changes";

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_lead_change() returns trigger language plpgsql as $$
    declare
      now_row leads := case when tg_op = 'DELETE' then old else new end;
    begin
      perform pg_notify(
        ${sql.lit(CHANNEL)},
        concat_ws(' ',
          now_row.id,
          now_row.customer_id,
          coalesce(case when tg_op = 'DELETE' then null else new.installer_id end::text, '-'),
          coalesce(case when tg_op = 'INSERT' then null else old.installer_id end::text, '-'),
          case when tg_op = 'DELETE' then '-' else new.status::text end,
          case when tg_op = 'INSERT' then '-' else old.status::text end
        )
      );
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    create trigger leads_notify_lead_insert_delete after insert or delete on leads
    for each row execute function notify_lead_change()
  `.execute(db);
  await sql`
    create trigger leads_notify_lead_update after update on leads
    for each row
    when ((old.customer_id, old.installer_id, old.status)
      is distinct from (new.customer_id, new.installer_id, new.status))
    execute function notify_lead_change()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger leads_notify_lead_update on leads`.execute(db);
  await sql`drop trigger leads_notify_lead_insert_delete on leads`.execute(db);
  await sql`drop function notify_lead_change()`.execute(db);
}
