import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../migrate";
import type { Database } from "../schema";
import { createTestDatabase, migrateDownTo, migrationsAfter, type TestDatabase } from "../testing";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const userIn = (
  db: Kysely<Database>,
  firstName: string,
  lastName: string,
  role: "customer" | "installer" | "administrator" = "customer",
) =>
  db
    .insertInto("users")
    .values({ email: `${randomUUID()}@example.com`, firstName, lastName, role })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then((row) => row.id);

describe("0015_activity_subjects", () => {
  it("gives the lines written before the ids of the people they name, as far as they tell", async () => {
    database = await createTestDatabase();
    const { db } = database;
    await migrateDownTo(db, "0014_service_area");
    const admin = await userIn(db, "Ada", "Admin", "administrator");
    const customer = await userIn(db, "Eva", "Roth");
    const installer = await userIn(db, "Max", "Bauer", "installer");
    const namesake = await userIn(db, "Max", "Bauer", "installer");
    await db
      .insertInto("alerts")
      .values({
        type: "other",
        description: "Installer Max Bauer (m@example.com) was rejected",
        userId: installer,
      })
      .execute();
    const lines = [
      {
        kind: "lead_created",
        body: 'Eva Roth posted "Starlink Installation in Berlin"',
        actorId: customer,
      },
      {
        kind: "lead_approved_automatically",
        body: '"Starlink Installation in Berlin" was approved automatically',
        actorId: null,
      },
      { kind: "installer_approved", body: "Installer Max Bauer was approved", actorId: admin },
      { kind: "installer_rejected", body: "Installer Then Named was rejected", actorId: admin },
      { kind: "user_messaged", body: "Ada Admin sent Eva Roth a message", actorId: admin },
      {
        kind: "alert_resolved",
        body: 'Ada Admin resolved the alert "Installer Max Bauer (m@example.com) was rejected"',
        actorId: admin,
      },
    ];
    const ids: string[] = [];
    for (const line of lines) {
      const { rows } = await sql<{ id: string }>`
        insert into activities (kind, body, actor_id) values (${line.kind}, ${line.body}, ${line.actorId})
        returning id
      `.execute(db);
      ids.push(rows[0]!.id);
    }

    expect(await migrateToLatest(db)).toContain("0015_activity_subjects");
    const rows = await db.selectFrom("activities").select(["id", "subjectIds"]).execute();
    const subjectsOf = (index: number) =>
      [...(rows.find((row) => row.id === ids[index])?.subjectIds ?? ["(missing)"])].sort();
    expect(subjectsOf(0)).toEqual([customer]);
    expect(subjectsOf(1)).toEqual([]);
    expect(subjectsOf(2)).toEqual([installer, namesake].sort());
    expect(subjectsOf(3)).toEqual([]);
    expect(subjectsOf(4)).toEqual([admin, customer].sort());
    expect(subjectsOf(5)).toEqual([admin, installer].sort());
  });

  it("finds a person's lines by its index", async () => {
    database = await createTestDatabase();
    const { db } = database;
    const person = await userIn(db, "Eva", "Roth");
    await db
      .insertInto("activities")
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          kind: "lead_created",
          body: `line ${index}`,
          subjectIds: index === 7 ? [person] : [],
        })),
      )
      .execute();
    await sql`analyze activities`.execute(db);
    const plan = await db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await sql<Record<string, string>>`
        explain select id from activities where subject_ids @> array[${person}]::uuid[]
      `.execute(connection);
      return rows.map((row) => Object.values(row).join("")).join("\n");
    });
    expect(plan).toMatch(/activities_subject_ids_idx/);
    const found = await db
      .selectFrom("activities")
      .select("body")
      .where(sql<boolean>`subject_ids @> array[${person}]::uuid[]`)
      .execute();
    expect(found).toEqual([{ body: "line 7" }]);
  });

  it("rolls back to 0014: no subjects", async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await migrateDownTo(db, "0014_service_area")).toEqual(
      migrationsAfter("0014_service_area"),
    );
    const { rows } = await sql`
      select column_name from information_schema.columns
      where table_name = 'activities' and column_name = 'subject_ids'
    `.execute(db);
    expect(rows).toEqual([]);
  });
});
