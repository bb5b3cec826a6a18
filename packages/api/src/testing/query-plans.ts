import { sql, type CompiledQuery, type Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "@uplink/db";
import { recordingStatements } from "@uplink/db/testing";

export { recordingStatements };

/** One node of a plan as EXPLAIN (ANALYZE, FORMAT JSON) gives it. */
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** How many rows one scan of a plan read, per loop (what it returned and what it threw away). */
export interface ScanRead {
  scan: string;
  rowsPerLoop: number;
}

/**
 * Runs `statement` under EXPLAIN (ANALYZE, FORMAT JSON) on `db` and returns what each of
 * its scans read per loop: a list that walks an index in its order reads about a page,
 * one that gathers every matching row to sort them reads them all.
 */
export async function scansOf(db: Kysely<Database>, statement: CompiledQuery): Promise<ScanRead[]> {
  const { rows } = await db.withoutPlugins().executeQuery<{ "QUERY PLAN": { Plan: PlanNode }[] }>({
    ...statement,
    sql: `explain (analyze, format json) ${statement.sql}`,
  });
  const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
  if (!plan) throw new Error("EXPLAIN gave no plan");
  const scans: ScanRead[] = [];
  const walk = (node: PlanNode) => {
    const target = node["Relation Name"] ?? node["Index Name"];
    if (node["Node Type"].includes("Scan") && target !== undefined) {
      const removed =
        (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
      scans.push({
        scan: `${node["Node Type"]} on ${target}${node["Index Name"] && node["Relation Name"] ? ` using ${node["Index Name"]}` : ""}`,
        rowsPerLoop: node["Actual Rows"] + removed,
      });
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return scans;
}

/** Whether autovacuum and ANALYZE have left `table` without planner statistics. */
export async function hasNoStatistics(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } = await sql<{ analysed: boolean }>`
    select exists (select from pg_stats where tablename = ${table}) as analysed
  `.execute(db);
  return rows[0]?.analysed === false;
}

/** The test API a plan test runs on (useTestApi's). */
interface PlanTestApi {
  db: Kysely<Database>;
  database: { url: string };
}

/**
 * The set-up every plan test shares: a second connection that records the statements
 * sent through it, and `tables` left without statistics (autovacuum off, so that no
 * ANALYZE lands behind the test's back), as right after a bulk load. Call it at the top
 * of the file, after useTestApi and before the file's own beforeAll (which seeds).
 * `scansOfRun` runs `run` on the recording connection's `db` and answers what each scan
 * of every statement it sent read per loop.
 */
export function usePlanRecording(api: PlanTestApi, tables: readonly string[]) {
  let recording: ReturnType<typeof recordingStatements> | undefined;
  beforeAll(async () => {
    recording = recordingStatements(api.database.url);
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(api.db);
    }
  });
  afterAll(() => recording?.db.destroy());
  const opened = () => {
    if (recording === undefined) throw new Error("usePlanRecording: not open here");
    return recording;
  };
  return {
    /** The database whose statements are recorded. */
    get db(): Kysely<Database> {
      return opened().db;
    },
    async scansOfRun(run: () => Promise<unknown>): Promise<ScanRead[]> {
      const { statements } = opened();
      statements.length = 0;
      await run();
      const sent = statements.splice(0);
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const scans: ScanRead[] = [];
      for (const statement of sent) scans.push(...(await scansOf(api.db, statement)));
      return scans;
    },
  };
}

/** München, where the plan tests' placed installer serves. */
export const MUNICH = { lat: 48.13743, lon: 11.57549 };

/** Places `userId`'s service area in München, 50 km around (the plan tests' placed installer). */
export async function placeInMunich(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto("installerProfiles")
    .values({
      userId,
      companyName: "Dish Works Bayern",
      servicePostalCode: "80331",
      serviceCity: "München",
      country: "DE",
      serviceRadiusKm: 50,
      serviceLatitude: MUNICH.lat,
      serviceLongitude: MUNICH.lon,
    })
    .execute();
}
