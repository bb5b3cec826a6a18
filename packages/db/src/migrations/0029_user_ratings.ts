import { sql, type Kysely } from "kysely";

/*
 * Ratings where decisions are made (issue 25): every user's count and sum of the
 * ratings of the reviews about them that count — revealed and not hidden — kept by a
 * trigger on reviews as they are written, revealed, hidden or deleted, so a list page
 * reads one row per party by primary key instead of aggregating reviews. The trigger
 * adds and subtracts (never recounts), so two transactions revealing reviews of the same
 * user at once both land: the row lock of the upsert orders them. Filled from the
 * reviews already there.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_ratings")
    .addColumn("user_id", "uuid", (col) =>
      col.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("rating_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("rating_sum", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into user_ratings (user_id, rating_count, rating_sum)
    select subject_id, count(*), sum(rating) from reviews
    where revealed_at is not null and hidden_at is null
    group by subject_id
  `.execute(db);
  await sql`
    create function add_user_rating(subject uuid, counted integer, summed integer)
    returns void language sql as $$
      insert into user_ratings (user_id, rating_count, rating_sum)
      values (subject, counted, summed)
      on conflict (user_id) do update set
        rating_count = user_ratings.rating_count + excluded.rating_count,
        rating_sum = user_ratings.rating_sum + excluded.rating_sum
    $$
  `.execute(db);
  await sql`
    create function reviews_keep_user_ratings() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.revealed_at is not null and old.hidden_at is null then
        perform add_user_rating(old.subject_id, -1, -old.rating);
      end if;
      if tg_op <> 'DELETE' and new.revealed_at is not null and new.hidden_at is null then
        perform add_user_rating(new.subject_id, 1, new.rating);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger reviews_keep_user_ratings
    after insert or delete or update of revealed_at, hidden_at, rating, subject_id on reviews
    for each row execute function reviews_keep_user_ratings()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger reviews_keep_user_ratings on reviews`.execute(db);
  await sql`drop function reviews_keep_user_ratings()`.execute(db);
  await sql`drop function add_user_rating(uuid, integer, integer)`.execute(db);
  await db.schema.dropTable("user_ratings").execute();
}
