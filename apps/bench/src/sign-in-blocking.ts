import { runLoad, type LoadPlan, type RequestSpec, type Target } from "./measure";
import { median, ratio } from "./stats";

/** The row's id for `--only`. */
export const SIGN_IN_ID = "sign-in";

export interface SignInBlocking {
  /** Median over the rounds of /api/health's p99 alone, in milliseconds (µs precision). */
  aloneP99Ms: number;
  /** Median over the rounds of its p99 while the sign-ins run. */
  underP99Ms: number;
  /** Each round's p99 under ÷ its p99 alone. */
  roundRatios: number[];
  /** The median of roundRatios: the row's figure. */
  medianRatio: number;
  /** Sign-ins answered 200 per second while they ran. */
  signInsPerSecond: number;
  /** Sign-ins answered otherwise, or not at all. */
  failedSignIns: number;
  /** Health answers that were not 200, or errors, over all runs. */
  unwantedHealth: number;
}

export interface SignInPlan {
  connections: number;
  seconds: number;
  rounds: number;
}

const HEALTH: RequestSpec = { method: "GET", path: "/api/health", wantedStatus: 200 };

/**
 * Keeps one sign-in per account in flight, each account signing in again as soon as it
 * is answered, until `stop` is called; resolves with what they were answered.
 */
function keepSigningIn(baseUrl: string, accounts: { email: string; password: string }[]) {
  let stopping = false;
  let succeeded = 0;
  let failed = 0;
  const loops = accounts.map(async (account) => {
    const body = JSON.stringify(account);
    while (!stopping) {
      try {
        const response = await fetch(`${baseUrl}/api/auth/signin`, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": "uplink-bench" },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 200) succeeded += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  });
  return async () => {
    stopping = true;
    await Promise.all(loops);
    return { succeeded, failed };
  };
}

/** /api/health with sign-ins running beside it; resolves with what the sign-ins got. */
async function healthUnderSignIns(
  baseUrl: string,
  accounts: { email: string; password: string }[],
  load: LoadPlan,
) {
  const began = performance.now();
  const stopSigningIn = keepSigningIn(baseUrl, accounts);
  // Let the first hashes start before health is measured.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const health = await runLoad(baseUrl, HEALTH, load);
  const signIns = await stopSigningIn();
  return { health, signIns, seconds: (performance.now() - began) / 1000 };
}

/**
 * /api/health's p99 alone and under `accounts.length` concurrent sign-ins (password
 * hashing), how much the hashing holds up everyone else: `plan.rounds` rounds, each a
 * run alone and a run under sign-ins (alone first in even rounds, under first in odd
 * ones, so a machine growing busier weighs on both); each answer timed in microseconds;
 * the median of the rounds' ratios.
 */
export async function measureSignInBlocking(
  target: Target,
  accounts: { email: string; password: string }[],
  plan: SignInPlan,
): Promise<SignInBlocking> {
  const alone: number[] = [];
  const under: number[] = [];
  let signIns = 0;
  let failedSignIns = 0;
  let seconds = 0;
  let unwantedHealth = 0;
  const load: LoadPlan = {
    connections: plan.connections,
    seconds: plan.seconds,
    fineLatency: true,
  };
  for (let round = 0; round < plan.rounds; round++) {
    const busyFirst = round % 2 === 1;
    const busy = busyFirst ? await healthUnderSignIns(target.baseUrl, accounts, load) : undefined;
    const quiet = await runLoad(target.baseUrl, HEALTH, load);
    const loaded = busy ?? (await healthUnderSignIns(target.baseUrl, accounts, load));
    alone.push(quiet.p99Ms);
    under.push(loaded.health.p99Ms);
    seconds += loaded.seconds;
    signIns += loaded.signIns.succeeded;
    failedSignIns += loaded.signIns.failed;
    unwantedHealth += quiet.unwanted + quiet.errors + loaded.health.unwanted + loaded.health.errors;
  }
  const roundRatios = alone.map((quiet, round) => ratio(under[round] as number, quiet));
  return {
    aloneP99Ms: median(alone),
    underP99Ms: median(under),
    roundRatios,
    medianRatio: median(roundRatios),
    signInsPerSecond: seconds > 0 ? signIns / seconds : 0,
    failedSignIns,
    unwantedHealth,
  };
}
