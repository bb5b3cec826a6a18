import autocannon from "autocannon";
import { cpuSecondsOf } from "./server-process";
import { median, percentile } from "./stats";

/** One kind of request, and the answer that counts. */
export interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Only answers with this status are counted: 200, or 304 for an unchanged poll. */
  wantedStatus: number;
}

/** What one load run of one server gave. */
export interface LoadRun {
  wanted: number;
  unwanted: number;
  /** Connection errors and timeouts. */
  errors: number;
  seconds: number;
  wantedPerSecond: number;
  /** 99th percentile latency of every answer, in milliseconds. */
  p99Ms: number;
  /**
   * The server process's processor time per wanted answer, in microseconds: what one
   * answer costs, whatever else the machine is doing. Undefined without /proc.
   */
  cpuMicrosPerWanted?: number;
}

export interface LoadPlan {
  connections: number;
  seconds: number;
  /**
   * Keep every wanted answer's latency, timed in microseconds (autocannon's own
   * histogram holds whole milliseconds): `p99Ms` is then computed from them.
   */
  fineLatency?: boolean;
}

/** Keeps `connections` requests in flight for `seconds` and counts the wanted answers. */
export async function runLoad(
  baseUrl: string,
  spec: RequestSpec,
  plan: LoadPlan,
  pid?: number,
): Promise<LoadRun> {
  const cpuBefore = pid === undefined ? undefined : await cpuSecondsOf(pid);
  // Without a callback autocannon answers with its tracker, an event emitter that is also
  // the promise of the result (its types offer one or the other).
  const instance = autocannon({
    url: `${baseUrl}${spec.path}`,
    method: spec.method,
    headers: spec.headers ?? {},
    ...(spec.body === undefined ? {} : { body: spec.body }),
    connections: plan.connections,
    duration: plan.seconds,
  }) as Promise<autocannon.Result> & NodeJS.EventEmitter;
  // Each answer's time, from process.hrtime: fractional milliseconds. The tracker emits
  // (client, status, bytes, time), not the (status, bytes, time) its types say.
  const latenciesMs: number[] = [];
  const tracker: NodeJS.EventEmitter = instance;
  if (plan.fineLatency) {
    tracker.on("response", (...args: unknown[]) => {
      const [, status, , milliseconds] = args as [unknown, number, number, number];
      if (Number(status) === spec.wantedStatus) latenciesMs.push(milliseconds);
    });
  }
  const result = await instance;
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => ({
    status: Number(status),
    count: stats.count ?? 0,
  }));
  const wanted = counts.find((entry) => entry.status === spec.wantedStatus)?.count ?? 0;
  const answered = counts.reduce((sum, entry) => sum + entry.count, 0);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000 || plan.seconds;
  const cpuAfter = pid === undefined ? undefined : await cpuSecondsOf(pid);
  const cpuMicrosPerWanted =
    cpuBefore === undefined || cpuAfter === undefined || wanted === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1e6) / wanted;
  return {
    ...(cpuMicrosPerWanted === undefined ? {} : { cpuMicrosPerWanted }),
    wanted,
    unwanted: answered - wanted,
    errors: result.errors,
    seconds,
    wantedPerSecond: wanted / seconds,
    p99Ms: plan.fineLatency ? percentile(latenciesMs, 0.99) : result.latency.p99,
  };
}

/** The server a request goes to. */
export interface Target {
  role: "product" | "reference";
  baseUrl: string;
  /** Its process, whose processor time is read around each round. */
  pid?: number;
}

/** Medians over the rounds of one server on one path. */
export interface PathSummary {
  wantedPerSecond: number;
  p99Ms: number;
  /** Median over the rounds that could tell (see LoadRun.cpuMicrosPerWanted). */
  cpuMicrosPerWanted?: number;
  /** Unwanted answers and errors over all rounds: each one is a wrong answer. */
  unwanted: number;
  rounds: LoadRun[];
}

export function summarise(rounds: LoadRun[]): PathSummary {
  const cpu = rounds.flatMap((round) =>
    round.cpuMicrosPerWanted === undefined ? [] : [round.cpuMicrosPerWanted],
  );
  return {
    ...(cpu.length > 0 ? { cpuMicrosPerWanted: median(cpu) } : {}),
    wantedPerSecond: median(rounds.map((round) => round.wantedPerSecond)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    unwanted: rounds.reduce((sum, round) => sum + round.unwanted + round.errors, 0),
    rounds,
  };
}

export interface PairPlan {
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

/**
 * The product and the reference on one path: a warm-up each, then rounds alternating
 * which goes first (P R, R P, P R…), so that a machine growing busier or quieter
 * weighs on both alike.
 */
export async function measurePair(
  targets: { product: Target; reference: Target },
  specFor: (target: Target) => RequestSpec,
  plan: PairPlan,
): Promise<{ product: PathSummary; reference: PathSummary }> {
  const runs: Record<Target["role"], LoadRun[]> = { product: [], reference: [] };
  const both = [targets.product, targets.reference];
  for (const target of both) {
    await runLoad(target.baseUrl, specFor(target), {
      connections: plan.connections,
      seconds: plan.warmupSeconds,
    });
  }
  for (let round = 0; round < plan.rounds; round++) {
    const order = round % 2 === 0 ? both : [...both].reverse();
    for (const target of order) {
      runs[target.role].push(
        await runLoad(
          target.baseUrl,
          specFor(target),
          { connections: plan.connections, seconds: plan.roundSeconds },
          target.pid,
        ),
      );
    }
  }
  return { product: summarise(runs.product), reference: summarise(runs.reference) };
}
