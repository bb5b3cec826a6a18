import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "@uplink/db";
export { recordingStatements } from "@uplink/db/testing";

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
