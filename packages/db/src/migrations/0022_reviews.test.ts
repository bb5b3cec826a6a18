import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import { migrations } from "../migrate";
import { createTestDatabase, migrateDownTo, migrationsAfter, type TestDatabase } from "../testing";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function hasReviews(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_name = 'reviews'
  `.execute(db);
  return rows.length === 1;
}

/** The migration this one follows. */
const previous = Object.keys(migrations)
  .sort()
  .filter((name) => name < "0022_reviews")
  .at(-1)!;

describe("0022_reviews", () => {
  it("keeps one review per lead and author, rated 1 to 5", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [customer, installer] = await db
      .insertInto("users")
      .values(
        ["customer", "installer"].map((role) => ({
          email: `${role}-0022@example.com`,
          firstName: "A",
          lastName: "B",
          role: role as "customer" | "installer",
        })),
      )
      .returning("id")
      .execute();
    const lead = await db
      .insertInto("leads")
      .values({
        customerId: customer!.id,
        installerId: installer!.id,
        status: "APPROVED",
        title: "T",
        description: "D",
        street: "S",
        city: "C",
        postalCode: "1",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const review = (rating: number) =>
      db
        .insertInto("reviews")
        .values({
          leadId: lead.id,
          authorId: customer!.id,
          subjectId: installer!.id,
          authorRole: "customer",
          rating,
          text: "Very good work",
        })
        .execute();
    await expect(review(6)).rejects.toThrow(/check/);
    await review(5);
    await expect(review(4)).rejects.toThrow(/reviews_lead_author_key/);
  });

  it("rolls back to a database without reviews", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, previous)).toEqual(migrationsAfter(previous));
    expect(await hasReviews(db)).toBe(false);
  });
});
