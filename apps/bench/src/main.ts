import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBareServer } from "./bare-process";
import { openFreshDatabase } from "./database";
import { measureLargestContentfulPaint } from "./largest-contentful-paint";
import { describeMachine, loadAverage } from "./machine";
import { measurePair, type Target } from "./measure";
import { parseOptions, USAGE, UsageError, type Options } from "./options";
import { WEB_DIST } from "./paths";
import { measurePhotoUploads, PHOTO_UPLOADS_ID, type PhotoUploadPeak } from "./photo-uploads";
import { missingBuild, startProductServer } from "./product-server";
import {
  checksOf,
  renderDocument,
  renderTable,
  summaryLine,
  type BenchResults,
  type Measured,
} from "./report";
import {
  buildScenarios,
  pollEtag,
  probe,
  shapeDifference,
  type AnswerShape,
  type Scenario,
} from "./scenarios";
import { analyse, seed, type SeededData } from "./seed";
import type { ServerProcess } from "./server-process";
import { measureSignInBlocking, SIGN_IN_ID } from "./sign-in-blocking";
import { measureSlowLinkRows, takenOutcomes } from "./slow-link";
import { readWebAssets } from "./web-assets";

/*
 * `pnpm bench`: seeds a fresh database, starts the production build and the bare
 * reference, measures every row of issue 12's table, prints it and writes it with the
 * machine's description. A missed goal is a result (exit 0); a measurement that could
 * not be taken is a failure (exit 1).
 */

const log = (message: string) => console.log(`[bench] ${message}`);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

async function measured<T>(what: string, take: () => Promise<T>): Promise<Measured<T>> {
  try {
    return { ok: true, value: await take() };
  } catch (error) {
    log(`${what} could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, reason: reasonOf(error) };
  }
}

/**
 * One request of each kind to both servers: the load runs would count nothing otherwise,
 * and a bare route that lists other items, or fewer fields, would not be a fair twin.
 */
async function checkAnswers(scenario: Scenario, targets: Target[]): Promise<void> {
  const shapes: (AnswerShape | undefined)[] = [];
  for (const target of targets) {
    const spec = scenario.specFor(target);
    const answer = await probe(target, spec);
    if (answer.status !== spec.wantedStatus) {
      throw new Error(`the ${target.role} answered ${answer.status}, not ${spec.wantedStatus}`);
    }
    shapes.push(answer.shape);
  }
  const difference = shapeDifference(shapes[0], shapes[1]);
  if (difference)
    throw new Error(`the product and the bare route answer differently: ${difference}`);
}

/** The throughput rows `wanted` picks (of those --only leaves), in the table's order. */
async function measureThroughput(
  options: Options,
  data: SeededData,
  targets: { product: Target; reference: Target },
  wanted: (scenario: Scenario) => boolean,
): Promise<BenchResults["throughput"]> {
  const { profile } = options;
  const etags = await measured("the chat poll's ETag", async () => ({
    product: await pollEtag(targets.product, data),
    reference: await pollEtag(targets.reference, data),
  }));
  const scenarios = buildScenarios(
    data,
    etags.ok ? etags.value : { product: "", reference: "" },
  ).filter((scenario) => wanted(scenario) && (options.only?.has(scenario.id) ?? true));
  const results: BenchResults["throughput"] = [];
  for (const scenario of scenarios) {
    log(`measuring ${scenario.label}`);
    const outcome = await measured(scenario.id, async () => {
      if (scenario.id === "poll" && !etags.ok) throw new Error(etags.reason);
      await checkAnswers(scenario, [targets.product, targets.reference]);
      const pair = await measurePair(targets, scenario.specFor, profile);
      for (const [role, summary] of Object.entries(pair)) {
        if (summary.rounds.every((round) => round.wanted === 0)) {
          throw new Error(`no wanted answer from the ${role} in any round`);
        }
      }
      return pair;
    });
    results.push({ scenario, outcome });
  }
  return results;
}

async function peakRss(server: ServerProcess): Promise<Measured<number>> {
  const bytes = await server.peakRssBytes();
  return bytes === undefined
    ? { ok: false, reason: "/proc/<pid>/status is not readable here" }
    : { ok: true, value: bytes };
}

/** What the servers printed last (warnings and errors: they log at `warn`). */
async function showLogs(servers: ServerProcess[]): Promise<void> {
  for (const server of servers) {
    const tail = await server.logTail();
    if (tail !== "") log(`${server.name}'s log ends:\n${tail}`);
  }
}

async function run(options: Options): Promise<BenchResults> {
  const started = Date.now();
  const startLoad = loadAverage();
  const { profile } = options;
  const problem = missingBuild();
  if (problem) throw new Error(problem);

  const scratch = await mkdtemp(path.join(tmpdir(), "uplink-bench-"));
  log(`${profile.name} run; server logs in ${scratch}`);
  const database = await openFreshDatabase(process.env);
  const servers: ServerProcess[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      await rm(scratch, { recursive: true, force: true });
    })());
  // Ctrl-C: the servers stop and the database is dropped all the same.
  const interrupted = () => {
    log("interrupted: stopping the servers and dropping the database");
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    log(
      `seeding ${profile.data.leads.toLocaleString("en-US")} leads (${database.kind} PostgreSQL ${database.serverVersion})`,
    );
    const data = await seed(database.handle.pool, profile.data, profile.concurrentSignIns);
    const machine = describeMachine(database.serverVersion, startLoad);

    log("starting the production build and the bare reference");
    const product = await startProductServer({
      databaseUrl: database.url,
      dataDir: path.join(scratch, "data"),
      logFile: path.join(scratch, "product.log"),
    });
    servers.push(product);
    const reference = await startBareServer({
      databaseUrl: database.url,
      logFile: path.join(scratch, "bare.log"),
    });
    servers.push(reference);
    const targets = {
      product: { role: "product", baseUrl: product.baseUrl, pid: product.pid },
      reference: { role: "reference", baseUrl: reference.baseUrl, pid: reference.pid },
    } as const;

    // First the rows measured before any ANALYZE (seeding left the tables unanalysed).
    const fresh = await measureThroughput(options, data, targets, (row) => row.fresh === true);
    log("analysing the seeded tables");
    await analyse(database.handle.pool);
    const analysed = await measureThroughput(options, data, targets, (row) => !row.fresh);
    const order = buildScenarios(data, { product: "", reference: "" }).map((row) => row.id);
    const throughput = [...fresh, ...analysed].sort(
      (a, b) => order.indexOf(a.scenario.id) - order.indexOf(b.scenario.id),
    );
    const signInPlan = {
      connections: profile.connections,
      seconds: profile.signInSeconds,
      rounds: profile.signInRounds,
    };
    const partial = async <T>(what: string, take: () => Promise<T>): Promise<Measured<T>> =>
      options.only ? { ok: false, reason: "left out (--only)" } : measured(what, take);
    const signInWanted = options.only?.has(SIGN_IN_ID) ?? true;
    if (signInWanted) log("measuring /api/health under concurrent sign-ins");
    const signInRow = async <T>(what: string, take: () => Promise<T>): Promise<Measured<T>> =>
      signInWanted ? measured(what, take) : { ok: false, reason: "left out (--only)" };
    const signIn = {
      product: await signInRow("sign-in blocking (product)", () =>
        measureSignInBlocking(targets.product, data.signIns, signInPlan),
      ),
      reference: await signInRow("sign-in blocking (bare route)", () =>
        measureSignInBlocking(targets.reference, data.signIns, signInPlan),
      ),
    };
    log("measuring the largest contentful paint of /");
    const largestContentfulPaint = await partial("the largest contentful paint", () =>
      measureLargestContentfulPaint(`${product.baseUrl}/`, profile.pageLoads, process.env),
    );
    const rss = { product: await peakRss(product), reference: await peakRss(reference) };
    // Last, once the run's peak is read: it resets the product's peak to measure its own.
    const photosWanted = options.only?.has(PHOTO_UPLOADS_ID) ?? true;
    if (photosWanted) log("measuring the peak RSS with four photo uploads at once");
    const photoUploads: Measured<PhotoUploadPeak> = photosWanted
      ? await measured("the photo uploads", () => measurePhotoUploads(product, data.customer.token))
      : { ok: false, reason: "left out (--only)" };
    const web = await measured("the web assets", () => readWebAssets(WEB_DIST));
    const slowLink = await measureSlowLinkRows(options, data, product, measured, log);
    const failed = [
      ...throughput.map((entry) => entry.outcome),
      ...(signInWanted ? [signIn.product, signIn.reference] : []),
      ...(photosWanted ? [photoUploads] : []),
      ...takenOutcomes(slowLink),
    ].some((outcome) => !outcome.ok);
    if (failed) await showLogs(servers);
    return {
      profile,
      machine,
      database: database.kind,
      throughput,
      signIn,
      peakRss: rss,
      photoUploads,
      web,
      largestContentfulPaint,
      slowLink,
      durationSeconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await showLogs(servers);
    throw error;
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await cleanUp();
  }
}

async function main(): Promise<number> {
  let options: Options;
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  try {
    options = parseOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const results = await run(options);
  const checks = checksOf(results);
  console.log(`\n${renderTable(checks)}\n\n${summaryLine(checks)}.`);
  await mkdir(path.dirname(options.out), { recursive: true });
  await writeFile(options.out, renderDocument(results));
  log(`written to ${options.out}`);
  const unmeasured = checks.filter((check) => check.verdict === "not measured");
  // A partial run (--only) leaves measurements out on purpose.
  if (unmeasured.length > 0 && !options.only) {
    console.error(
      `[bench] could not measure: ${unmeasured.map((check) => check.label).join("; ")}`,
    );
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
