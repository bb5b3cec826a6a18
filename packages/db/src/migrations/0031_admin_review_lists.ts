import { sql, type Kysely } from "kysely";

/*
 * The administrators' Reviews tab (issue 25) lists reviews newest first: all of them,
 * the hidden ones, or those flagged by leak detection — whose text or reply the contact
 * monitor redacted (`leak_flagged`, set when the review or its reply is stored; reviews
 * written before are flagged here from their leak_detection alerts). Each list is paged
 * on (created_at desc, id desc) and walks an index in that order; the hidden and
 * flagged reviews are few, so their indexes hold just them.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("reviews")
    .addColumn("leak_flagged", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`
    update reviews set leak_flagged = true
    where exists (
      select 1 from alerts
      where alerts.lead_id = reviews.lead_id
        and alerts.type = 'leak_detection'
        and (
          (alerts.user_id = reviews.author_id and alerts.details->>'place' = 'review_text')
          or (alerts.user_id = reviews.subject_id and alerts.details->>'place' = 'review_reply')
        )
    )
  `.execute(db);
  await sql`create index reviews_created_at_id_idx on reviews (created_at desc, id desc)`.execute(
    db,
  );
  await sql`
    create index reviews_hidden_created_at_id_idx on reviews (created_at desc, id desc)
    where hidden_at is not null
  `.execute(db);
  await sql`
    create index reviews_flagged_created_at_id_idx on reviews (created_at desc, id desc)
    where leak_flagged
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reviews_flagged_created_at_id_idx").execute();
  await db.schema.dropIndex("reviews_hidden_created_at_id_idx").execute();
  await db.schema.dropIndex("reviews_created_at_id_idx").execute();
  await db.schema.alterTable("reviews").dropColumn("leak_flagged").execute();
}
