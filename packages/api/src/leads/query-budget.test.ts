import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  contextFor,
  createCaller,
  createLead,
  createUser,
  QueryCounter,
  useTestApi,
} from "../testing";

/*
 * Issue 12: no N+1 anywhere. Each hot procedure sends at most its budget of queries,
 * however many rows it answers: the job list 2, a lead's detail 4, a chat poll 2 (the
 * session lookup, made once per request before the procedure, is not counted).
 */

const api = useTestApi();

let customer: UserRow;
let installer: UserRow;
let acceptedLeadId: string;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  for (let index = 0; index < 30; index += 1) await createLead(api.db, customer.id);
  for (let index = 0; index < 10; index += 1) {
    const lead = await createLead(api.db, customer.id, {
      installerId: installer.id,
      status: "ACCEPTED",
    });
    await api.db.insertInto("conversations").values({ leadId: lead.id }).execute();
    acceptedLeadId = lead.id;
  }
});

/** A caller whose procedures' queries are counted (the context is made before counting). */
async function countedCaller(user: UserRow) {
  const counter = new QueryCounter();
  const context = await contextFor({ ...api.deps, db: api.db.withPlugin(counter) }, user.id);
  counter.count = 0;
  return { caller: createCaller(context), counter };
}

describe("query budgets", () => {
  it("lists 50 jobs in at most 2 queries", async () => {
    const { caller, counter } = await countedCaller(installer);
    const jobs = await caller.leads.list({ limit: 50 });
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    // Counted at all (a query compiled once is counted as it answers), and within budget.
    expect(counter.count).toBeGreaterThanOrEqual(1);
    expect(counter.count).toBeLessThanOrEqual(2);
  });

  it("answers a lead's detail in at most 4 queries", async () => {
    const { caller, counter } = await countedCaller(customer);
    const detail = await caller.leads.byId({ id: acceptedLeadId });
    expect(detail.lead.id).toBe(acceptedLeadId);
    expect(counter.count).toBeGreaterThanOrEqual(1);
    expect(counter.count).toBeLessThanOrEqual(4);
  });

  it("answers a chat poll in at most 2 queries", async () => {
    const { caller, counter } = await countedCaller(installer);
    await caller.leadAliases.messages({ id: acceptedLeadId });
    expect(counter.count).toBeGreaterThanOrEqual(1);
    expect(counter.count).toBeLessThanOrEqual(2);
  });
});
