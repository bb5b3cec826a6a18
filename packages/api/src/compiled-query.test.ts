import { describe, expect, it } from "vitest";
import { compileOnce, type ValueOf } from "./compiled-query";
import { createLead, createUser, QueryCounter, useTestApi } from "./testing";

const api = useTestApi();

const leadsOf = compileOnce((db, value: ValueOf<{ customerId: string; limit: number }>) =>
  db
    .selectFrom("leads")
    .select(["leads.id", "leads.customerId as customerId", "leads.postalCode as postalCode"])
    .where("leads.customerId", "=", value("customerId"))
    .where("leads.status", "=", "NEW")
    .orderBy("leads.createdAt", "desc")
    .limit(value("limit")),
);

describe("compileOnce", () => {
  it("writes the SQL the app's Kysely writes, keeping the camelCase aliases", () => {
    const appSql = api.db
      .selectFrom("leads")
      .select(["leads.id"])
      .where("leads.customerId", "=", "x")
      .where("leads.status", "=", "NEW")
      .orderBy("leads.createdAt", "desc")
      .limit(1)
      .compile().sql;
    expect(leadsOf.sql).toBe(
      appSql.replace(
        'select "leads"."id"',
        'select "leads"."id", "leads"."customer_id" as "customerId", "leads"."postal_code" as "postalCode"',
      ),
    );
  });

  it("runs with each call's values, the fixed ones kept, rows named as selected", async () => {
    const one = await createUser(api.db, { role: "customer" });
    const other = await createUser(api.db, { role: "customer" });
    for (let index = 0; index < 3; index += 1) await createLead(api.db, one.id);
    await createLead(api.db, other.id);
    await createLead(api.db, one.id, { status: "CANCELLED" });

    const ones = await leadsOf(api.db, { customerId: one.id, limit: 10 });
    expect(ones).toHaveLength(3);
    expect(ones.every((row) => row.customerId === one.id)).toBe(true);
    expect(ones[0]?.postalCode).toEqual(expect.any(String));
    expect(await leadsOf(api.db, { customerId: one.id, limit: 2 })).toHaveLength(2);
    expect(await leadsOf(api.db, { customerId: other.id, limit: 10 })).toHaveLength(1);
  });

  it("is counted as a query by a plugin of the database it runs on", async () => {
    const counter = new QueryCounter();
    await leadsOf(api.db.withPlugin(counter), {
      customerId: "00000000-0000-4000-8000-000000000000",
      limit: 1,
    });
    expect(counter.count).toBe(1);
  });

  it("refuses a column selected without its camelCase alias instead of misnaming it", async () => {
    const customer = await createUser(api.db, { role: "customer" });
    await createLead(api.db, customer.id);
    const unaliased = compileOnce((db, value: ValueOf<{ customerId: string }>) =>
      db
        .selectFrom("leads")
        .select(["leads.customerId"])
        .where("leads.customerId", "=", value("customerId")),
    );
    await expect(unaliased(api.db, { customerId: customer.id })).rejects.toThrow(
      "a query compiled once selects customer_id without a camelCase alias",
    );
  });
});
