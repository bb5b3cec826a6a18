import type { Measured } from "./check";
import { LIST_CPU_ID, LIST_CPU_MIN_ROUNDS, measureListCpu } from "./list-cpu";
import type { Options } from "./options";
import type { SeededData } from "./seed";
import type { ServerProcess } from "./server-process";
import { measureSlowLanding, SLOW_LANDING_ID } from "./slow-landing";
import type { SlowLinkResults } from "./slow-link-report";
import { measureSlowList, SLOW_LIST_ID } from "./slow-list";
import { measureSlowRequest, SLOW_REQUEST_ID } from "./slow-request";

const LEFT_OUT = "left out (--only)";

/** Takes a measurement, or says why it could not be taken (main.ts' `measured`). */
type Take = <T>(what: string, take: () => Promise<T>) => Promise<Measured<T>>;

/**
 * Issue 23's rows, each unless --only leaves it out: the landing page, the job list and
 * a request with photos over the poor link, and the CPU compression costs the server.
 * The request comes last: it adds a job to the list the others read.
 */
export async function measureSlowLinkRows(
  options: Options,
  data: SeededData,
  product: ServerProcess,
  measured: Take,
  log: (message: string) => void,
): Promise<SlowLinkResults> {
  const { profile } = options;
  const row = async <T>(id: string, what: string, take: () => Promise<T>): Promise<Measured<T>> => {
    if (options.only && !options.only.has(id)) return { ok: false, reason: LEFT_OUT };
    log(`measuring ${what}`);
    return measured(what, take);
  };
  const env = process.env;
  const landing = await row(SLOW_LANDING_ID, "the landing page on the poor link", () =>
    measureSlowLanding(`${product.baseUrl}/`, profile.pageLoads, env),
  );
  const listCpu = await row(LIST_CPU_ID, "the server CPU per compressed list page", () =>
    measureListCpu(
      { role: "product", baseUrl: product.baseUrl, pid: product.pid },
      data.installer.token,
      // More rounds than the throughput rows: the difference measured is small, and the
      // machine's other load moves each round's CPU by more than that.
      { ...profile, rounds: Math.max(LIST_CPU_MIN_ROUNDS, profile.rounds + 2) },
    ),
  );
  const list = await row(SLOW_LIST_ID, "the job list on the poor link", () =>
    measureSlowList(product.baseUrl, data.installer.token, profile.pageLoads, env),
  );
  const request = await row(
    SLOW_REQUEST_ID,
    "a request with three phone photos on the poor link",
    () => measureSlowRequest(Number(new URL(product.baseUrl).port), data.customer.token, env),
  );
  if (request.ok) {
    const calls = request.value.calls.map(
      (call) => `${call.path} ${call.start.toFixed(1)}–${call.end.toFixed(1)} s`,
    );
    log(`the form's calls after the attach: ${calls.join("; ")}`);
    const posts = request.value.posts.map(
      (post) => `${post.path} ${post.status} ${(post.bodyBytes / 1024 ** 2).toFixed(2)} MB`,
    );
    log(`the page's requests with a body: ${posts.join("; ")}`);
  }
  return { landing, request, list, listCpu };
}

/** The rows' outcomes, but those --only left out: a failure among them fails the run. */
export function takenOutcomes(results: SlowLinkResults): Measured<unknown>[] {
  return [results.landing, results.request, results.list, results.listCpu].filter(
    (outcome) => outcome.ok || outcome.reason !== LEFT_OUT,
  );
}
