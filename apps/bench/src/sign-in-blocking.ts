import { runLoad, type RequestSpec, type Target } from "./measure";
import { median } from "./stats";

/** The row's id for `--only`. */
export const SIGN_IN_ID = "sign-in";

export interface SignInBlocking {
  /** Median p99 of /api/health alone, in milliseconds. */
  aloneP99Ms: number;
  /** Median p99 of /api/health while the sign-ins run. */
  underP99Ms: number;
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

/**
 * /api/health's p99 alone and under `accounts.length` concurrent sign-ins (password
 * hashing), in alternating rounds: how much the hashing holds up everyone else.
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
  const load = { connections: plan.connections, seconds: plan.seconds };
  for (let round = 0; round < plan.rounds; round++) {
    const quiet = await runLoad(target.baseUrl, HEALTH, load);
    alone.push(quiet.p99Ms);
    const began = Date.now();
    const stopSigningIn = keepSigningIn(target.baseUrl, accounts);
    // Let the first hashes start before health is measured.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await runLoad(target.baseUrl, HEALTH, load);
    const outcome = await stopSigningIn();
    seconds += (Date.now() - began) / 1000;
    under.push(busy.p99Ms);
    signIns += outcome.succeeded;
    failedSignIns += outcome.failed;
    unwantedHealth += quiet.unwanted + quiet.errors + busy.unwanted + busy.errors;
  }
  return {
    aloneP99Ms: median(alone),
    underP99Ms: median(under),
    signInsPerSecond: seconds > 0 ? signIns / seconds : 0,
    failedSignIns,
    unwantedHealth,
  };
}
