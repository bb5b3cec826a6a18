import { compressionCosts, type LevelCost } from "./compression-levels";
import { getRaw } from "./raw-answer";
import { runLoad, type LoadRun, type RequestSpec, type Target } from "./measure";
import { median, ratio } from "./stats";

/** The row's id for `--only`. */
export const LIST_CPU_ID = "list-cpu";

/** The page measured: the installer job list's first page (50 rows), as REST. */
export const LIST_PAGE_PATH = "/api/workflow/leads";

/** Rounds of each kind at least, in a quick run as in a full one. */
export const LIST_CPU_MIN_ROUNDS = 9;

export interface ListCpu {
  /**
   * br ÷ none, the median of each round's own ratio (pairedRatio): the row's figure.
   */
  ratio: number;
  /** Median server CPU per answered page, in microseconds, asked with `Accept-Encoding: br`. */
  brMicros: number;
  /** The same, asked with no Accept-Encoding (sent as it is). */
  plainMicros: number;
  /** Per round, in the order measured (round i of each was taken back to back). */
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

/**
 * The median over rounds of br's CPU per page ÷ none's in the same round. The machine is
 * shared: its load moves both runs of a round, taken back to back, alike, but rounds
 * apart by far more (on one run, the same page cost 1,410 to 1,993 µs), and a ratio of
 * the two medians could then set a loaded round of one against a quiet one of the other.
 */
export function pairedRatio(brRounds: readonly number[], plainRounds: readonly number[]): number {
  if (brRounds.length !== plainRounds.length) throw new Error("rounds come in pairs");
  return median(brRounds.map((br, round) => ratio(br, plainRounds[round] ?? Number.NaN)));
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
 * (br first, then none first, …) after a warm-up of each: medians, and the median of
 * each round's ratio (issue 23's goal: compressed within 15 % of uncompressed).
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
    ratio: pairedRatio(brRounds, plainRounds),
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
