import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import { migrateToLatest, migrations } from "../migrate";
import { createTestDatabase, migrateDownTo, migrationsAfter, type TestDatabase } from "../testing";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

/** The migration this one follows. */
const previous = Object.keys(migrations)
  .sort()
  .filter((name) => name < "0031_admin_review_lists")
  .at(-1)!;

/** Two APPROVED jobs between the same customer and installer, each reviewed by its customer. */
async function twoReviewedJobs(db: Kysely<Database>) {
  const [customer, installer] = await db
    .insertInto("users")
    .values(
      (["customer", "installer"] as const).map((role) => ({
        email: `${role}-0031@example.com`,
        firstName: "A",
        lastName: "B",
        role,
      })),
    )
    .returning("id")
    .execute();
  const leads = await db
    .insertInto("leads")
    .values(
      [1, 2].map((n) => ({
        customerId: customer!.id,
        installerId: installer!.id,
        status: "APPROVED" as const,
        title: `T${n}`,
        description: "D",
        street: "S",
        city: "C",
        postalCode: "1",
      })),
    )
    .returning("id")
    .execute();
  const reviews = await sql<{ id: string; leadId: string }>`
    insert into reviews (lead_id, author_id, subject_id, author_role, rating, text, reply)
    select id, ${customer!.id}, ${installer!.id}, 'customer', 4, 'Very good work', 'Thanks [removed]'
    from leads where id in (${leads[0]!.id}, ${leads[1]!.id})
    returning id, lead_id as "leadId"
  `.execute(db);
  return { customerId: customer!.id, installerId: installer!.id, reviews: reviews.rows };
}

describe("0031_admin_review_lists", () => {
  it("flags the reviews written before whose reply or text raised a leak_detection alert", async () => {
    database = await createTestDatabase();
    const { db } = database;
    await migrateDownTo(db, previous);
    const { installerId, reviews } = await twoReviewedJobs(db);
    const [flagged, clean] = reviews;
    await sql`
      insert into alerts (type, description, lead_id, user_id, details)
      values ('leak_detection', 'leak', ${flagged!.leadId}, ${installerId},
        ${JSON.stringify({ place: "review_reply", originalText: "x", redactedText: "y" })}::jsonb),
        ('leak_detection', 'leak', ${clean!.leadId}, ${installerId},
        ${JSON.stringify({ place: "chat_message", originalText: "x", redactedText: "y" })}::jsonb)
    `.execute(db);
    await migrateToLatest(db);
    const rows = await db.selectFrom("reviews").select(["id", "leakFlagged"]).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.leakFlagged]))).toEqual({
      [flagged!.id]: true,
      [clean!.id]: false,
    });
  });

  it("rolls back to reviews without the flag", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, previous)).toEqual(migrationsAfter(previous));
    const { rows } = await sql`
      select 1 from information_schema.columns
      where table_name = 'reviews' and column_name = 'leak_flagged'
    `.execute(db);
    expect(rows).toEqual([]);
  });
});
