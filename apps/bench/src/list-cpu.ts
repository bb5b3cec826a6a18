import { compressionCosts, type LevelCost } from "./compression-levels";
import { getRaw } from "./raw-answer";
import { runLoad, type LoadRun, type RequestSpec, type Target } from "./measure";
import { median } from "./stats";

/** The row's id for `--only`. */
export const LIST_CPU_ID = "list-cpu";

/** The page measured: the installer job list's first page (50 rows), as REST. */
export const LIST_PAGE_PATH = "/api/workflow/leads";

export interface ListCpu {
  /** Median server CPU per answered page, in microseconds, asked with `Accept-Encoding: br`. */
  brMicros: number;
  /** The same, asked with no Accept-Encoding (sent as it is). */
  plainMicros: number;
  /** Per round, for the report. */
  brRounds: number[];
  plainRounds: number[];
  /** Pages answered over all counted rounds. */
  pages: number;
  /** The Content-Encoding the server answered `br` with (`identity` if it did not compress). */
  encoding: string;
  /** The page's size as sent uncompressed, and what each level makes of it at what cost. */
  pageBytes: number;
  levels: LevelCost[];
}

export interface ListCpuPlan {
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

const cpuOf = (run: LoadRun): number => {
  if (run.cpuMicrosPerWanted === undefined) {
    throw new Error("/proc/<pid>/stat is not readable here, or no page was answered");
  }
  return run.cpuMicrosPerWanted;
};

/**
 * The product's processor time (utime + stime of /proc/<pid>/stat, all its threads) per
 * list page answered, with `Accept-Encoding: br` and with none, in alternating rounds
 * (br first, then none first, …) after a warm-up of each: medians (issue 23's goal:
 * compressed within 15 % of uncompressed).
 */
export async function measureListCpu(
  target: Target,
  token: string,
  plan: ListCpuPlan,
): Promise<ListCpu> {
  if (target.pid === undefined) throw new Error("the server's process is not known");
  const spec = (encoding?: string): RequestSpec => ({
    method: "GET",
    path: LIST_PAGE_PATH,
    headers: {
      authorization: `Bearer ${token}`,
      ...(encoding === undefined ? {} : { "accept-encoding": encoding }),
    },
    wantedStatus: 200,
  });
  const kinds = { br: spec("br"), plain: spec() };
  const probe = await getRaw(`${target.baseUrl}${LIST_PAGE_PATH}`, kinds.br.headers ?? {});
  if (probe.status !== 200) throw new Error(`${LIST_PAGE_PATH} answered ${probe.status}`);
  const load = { connections: plan.connections, seconds: plan.roundSeconds };
  for (const kind of Object.values(kinds)) {
    await runLoad(target.baseUrl, kind, { ...load, seconds: plan.warmupSeconds });
  }
  const rounds: Record<keyof typeof kinds, LoadRun[]> = { br: [], plain: [] };
  for (let round = 0; round < plan.rounds; round++) {
    const order = round % 2 === 0 ? (["br", "plain"] as const) : (["plain", "br"] as const);
    for (const kind of order) {
      rounds[kind].push(await runLoad(target.baseUrl, kinds[kind], load, target.pid));
    }
  }
  const page = await getRaw(`${target.baseUrl}${LIST_PAGE_PATH}`, kinds.plain.headers ?? {});
  if (page.encoding !== "identity") throw new Error(`${LIST_PAGE_PATH} was compressed unasked`);
  const brRounds = rounds.br.map(cpuOf);
  const plainRounds = rounds.plain.map(cpuOf);
  return {
    brMicros: median(brRounds),
    plainMicros: median(plainRounds),
    brRounds,
    plainRounds,
    encoding: probe.encoding,
    pageBytes: page.bodyBytes,
    levels: compressionCosts(page.body),
    pages: [...rounds.br, ...rounds.plain].reduce((sum, run) => sum + run.wanted, 0),
  };
}
