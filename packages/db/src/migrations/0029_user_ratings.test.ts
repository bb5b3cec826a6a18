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

const previous = Object.keys(migrations)
  .sort()
  .filter((name) => name < "0029_user_ratings")
  .at(-1)!;

/** What the profile's aggregate says of each user: revealed, unhidden reviews about them. */
async function aggregated(db: Kysely<Database>) {
  const { rows } = await sql<{ userId: string; count: number; sum: number }>`
    select subject_id as user_id, count(*)::int as count, sum(rating)::int as sum from reviews
    where revealed_at is not null and hidden_at is null group by subject_id order by 1
  `.execute(db);
  return rows;
}

async function kept(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("userRatings")
    .select(["userId", "ratingCount as count", "ratingSum as sum"])
    .where("ratingCount", ">", 0)
    .orderBy("userId")
    .execute();
  return rows;
}

async function people(db: Kysely<Database>, n: number) {
  return db
    .insertInto("users")
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `p${i}-0029@example.com`,
        firstName: "A",
        lastName: "B",
        role: i % 2 === 0 ? "customer" : "installer",
      })),
    )
    .returning("id")
    .execute();
}

describe("0029_user_ratings", () => {
  it("keeps every user's count and sum equal to the aggregate of the reviews that count", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const users = await people(db, 6);
    const customers = users.filter((_, i) => i % 2 === 0);
    const installers = users.filter((_, i) => i % 2 === 1);
    const reviewIds: string[] = [];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 120; step++) {
      const op = next(6);
      const target = reviewIds[next(Math.max(reviewIds.length, 1))];
      if (op === 0 || !target) {
        const customer = customers[next(customers.length)]!;
        const installer = installers[next(installers.length)]!;
        const lead = await db
          .insertInto("leads")
          .values({
            customerId: customer.id,
            installerId: installer.id,
            status: "APPROVED",
            title: "T",
            description: "D",
            street: "S",
            city: "C",
            postalCode: "1",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const review = await db
          .insertInto("reviews")
          .values({
            leadId: lead.id,
            authorId: customer.id,
            subjectId: installer.id,
            authorRole: "customer",
            rating: 1 + next(5),
            text: "Very good work",
            revealedAt: next(2) === 0 ? new Date() : null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        reviewIds.push(review.id);
      } else if (op === 1) {
        await db
          .updateTable("reviews")
          .set({ revealedAt: new Date() })
          .where("id", "=", target)
          .execute();
      } else if (op === 2) {
        await db
          .updateTable("reviews")
          .set({ hiddenAt: new Date() })
          .where("id", "=", target)
          .execute();
      } else if (op === 3) {
        await db.updateTable("reviews").set({ hiddenAt: null }).where("id", "=", target).execute();
      } else if (op === 4) {
        await db
          .updateTable("reviews")
          .set({ rating: 1 + next(5), reply: "Thanks" })
          .where("id", "=", target)
          .execute();
      } else {
        await db.deleteFrom("reviews").where("id", "=", target).execute();
        reviewIds.splice(reviewIds.indexOf(target), 1);
      }
      expect(await kept(db)).toEqual(await aggregated(db));
    }
    expect((await aggregated(db)).length).toBeGreaterThan(0);
  });

  it("rolls back to a database without user ratings", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, previous)).toEqual(migrationsAfter(previous));
    const { rows } = await sql`
      select 1 from information_schema.tables where table_name = 'user_ratings'
    `.execute(db);
    expect(rows).toEqual([]);
  });
});
