import { sql, type Kysely } from "kysely";

/*
 * Activity lines name people ("Eva Roth approved …", "Installer Eva Roth was approved");
 * deleting an account rewrites the lines that name its holder, and only those. Each line
 * now carries the ids of the people it names (subject_ids), found through a GIN index, so
 * the deletion is a narrow indexed update instead of a search of every line's text (which
 * also rewrote a namesake's lines, or any line containing the words of a chosen name).
 *
 * The lines written before are given what can be known of them:
 * - the actor, on the kinds whose line names it (every kind but installer_approved and
 *   installer_rejected, which name the installer, not the administrator);
 * - installer_approved / installer_rejected: the installers whose present name is the one
 *   in the line (a namesake too: such a line cannot tell them apart);
 * - user_messaged: the users whose present name follows the actor's in the line;
 * - alert_resolved: the user of the alert whose description the line quotes.
 * A person renamed since a line was written is not found in it.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activities add column subject_ids uuid[] not null default '{}'`.execute(db);
  await sql`create index activities_subject_ids_idx on activities using gin (subject_ids)`.execute(
    db,
  );
  await sql`
    update activities set subject_ids = array[actor_id]
    where actor_id is not null and kind not in ('installer_approved', 'installer_rejected')
  `.execute(db);
  const fullName = (user: string) =>
    sql`${sql.ref(`${user}.first_name`)} || ' ' || ${sql.ref(`${user}.last_name`)}`;
  // Each an equality of expressions: a hash join, not a search of every line per user.
  await addSubjects(
    db,
    sql`
      select activity.id, subject.id as subject_id
      from activities activity join users subject
        on activity.body = 'Installer ' || ${fullName("subject")} || ' was '
          || case activity.kind when 'installer_approved' then 'approved' else 'rejected' end
      where activity.kind in ('installer_approved', 'installer_rejected')
        and subject.role = 'installer'
    `,
  );
  await addSubjects(
    db,
    sql`
      select activity.id, subject.id as subject_id
      from activities activity
        join users actor on actor.id = activity.actor_id
        join users subject
          on activity.body = ${fullName("actor")} || ' sent ' || ${fullName("subject")} || ' a message'
      where activity.kind = 'user_messaged'
    `,
  );
  await addSubjects(
    db,
    sql`
      select activity.id, alert.user_id as subject_id
      from activities activity
        join users actor on actor.id = activity.actor_id
        join alerts alert
          on activity.body = ${fullName("actor")} || ' resolved the alert "' || alert.description || '"'
      where activity.kind = 'alert_resolved' and alert.user_id is not null
    `,
  );
}

/** Adds to each activity the subjects `pairs` (activity id, subject_id) name, once each. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addSubjects(db: Kysely<any>, pairs: ReturnType<typeof sql>): Promise<void> {
  await sql`
    update activities set subject_ids = array(
      select distinct unnest(activities.subject_ids || found.subject_ids)
    )
    from (select id, array_agg(subject_id) as subject_ids from (${pairs}) pair group by id) found
    where found.id = activities.id
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index activities_subject_ids_idx`.execute(db);
  await sql`alter table activities drop column subject_ids`.execute(db);
}
