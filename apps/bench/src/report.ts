import {
  formatFactor,
  formatKilobytes,
  formatMegabytes,
  formatMs,
  formatRate,
  formatRatio,
  formatSeconds,
} from "./format";
import { NONE, unmeasured, type Check, type Measured } from "./check";
import type { Machine } from "./machine";
import type { PathSummary } from "./measure";
import type { PhotoUploadPeak } from "./photo-uploads";
import type { Profile } from "./profile";
import type { Scenario } from "./scenarios";
import type { SignInBlocking } from "./sign-in-blocking";
import {
  compressionLevelsSection,
  slowLinkChecks,
  slowLinkMethod,
  type SlowLinkResults,
} from "./slow-link-report";
import { ratio, verdictOf, type Goal, type Verdict } from "./stats";
import type { WebAssetReport } from "./web-assets";

export type { Check, Measured } from "./check";

export interface BenchResults {
  profile: Profile;
  machine: Machine;
  database: "external" | "embedded";
  throughput: {
    scenario: Pick<Scenario, "id" | "label" | "minRatio">;
    outcome: Measured<{ product: PathSummary; reference: PathSummary }>;
  }[];
  signIn: { product: Measured<SignInBlocking>; reference: Measured<SignInBlocking> };
  peakRss: { product: Measured<number>; reference: Measured<number> };
  /** The product's peak while it checks large photos uploaded at once (no bare route). */
  photoUploads: Measured<PhotoUploadPeak>;
  web: Measured<WebAssetReport>;
  largestContentfulPaint: Measured<{ medianMs: number; runsMs: number[] }>;
  /** Issue 23's rows: the product over a poor link. */
  slowLink: SlowLinkResults;
  /** How long the whole run took, in seconds. */
  durationSeconds: number;
}

export const GOALS = {
  listP99Ms: { bound: "max", limit: 50 },
  signInBlocking: { bound: "max", limit: 3 },
  peakRssBytes: { bound: "max", limit: 250 * 1024 ** 2 },
  /** index.html, its scripts and stylesheets as sent to `Accept-Encoding: br, gzip` (issue 23). */
  landingWireBytes: { bound: "max", limit: 150 * 1024 },
  largestContentfulPaintMs: { bound: "max", limit: 1000 },
} as const satisfies Record<string, Goal>;

const filesCount = (count: number) => (count === 1 ? "1 file" : `${count} files`);

function rateAndLatency(summary: PathSummary): string {
  const wrong = summary.unwanted > 0 ? ` (${summary.unwanted} wrong answers)` : "";
  return `${formatRate(summary.wantedPerSecond)}, p99 ${formatMs(summary.p99Ms)}${wrong}`;
}

export function throughputCheck(entry: BenchResults["throughput"][number]): Check {
  const { scenario, outcome } = entry;
  const goal = `≥ ${scenario.minRatio}`;
  if (!outcome.ok) return unmeasured(scenario.label, goal, outcome.reason);
  const { product, reference } = outcome.value;
  const value = ratio(product.wantedPerSecond, reference.wantedPerSecond);
  return {
    label: scenario.label,
    product: rateAndLatency(product),
    reference: rateAndLatency(reference),
    ratio: Number.isFinite(value) ? formatRatio(value) : NONE,
    goal,
    verdict: verdictOf(value, { bound: "min", limit: scenario.minRatio }),
  };
}

export function listLatencyCheck(results: BenchResults): Check {
  const label = `installer job list p99 at ${results.profile.connections} connections, ${results.profile.data.leads.toLocaleString("en-US")} leads`;
  const goal = `≤ ${formatMs(GOALS.listP99Ms.limit)}`;
  const list = results.throughput.find((entry) => entry.scenario.id === "list-rest")?.outcome;
  if (!list?.ok) return unmeasured(label, goal, list?.reason ?? "the list was not measured");
  return {
    label,
    product: formatMs(list.value.product.p99Ms),
    reference: formatMs(list.value.reference.p99Ms),
    ratio: NONE,
    goal,
    verdict: verdictOf(list.value.product.p99Ms, GOALS.listP99Ms),
  };
}

function blockingText(measured: SignInBlocking): string {
  const failed = measured.failedSignIns > 0 ? `, ${measured.failedSignIns} sign-ins failed` : "";
  const rounds = measured.roundRatios.map((value) => value.toFixed(1)).join(", ");
  return `${formatMs(measured.underP99Ms)} ÷ ${formatMs(measured.aloneP99Ms)}; rounds ${rounds}: median ${formatFactor(measured.medianRatio)} (${formatRate(measured.signInsPerSecond).replace("req/s", "sign-ins/s")}${failed})`;
}

export function signInCheck(results: BenchResults): Check {
  const label = `\`/api/health\` p99 under ${results.profile.concurrentSignIns} concurrent sign-ins ÷ alone`;
  const goal = `≤ ${GOALS.signInBlocking.limit}×`;
  const { product, reference } = results.signIn;
  if (!product.ok) return unmeasured(label, goal, product.reason);
  const factor = product.value.medianRatio;
  const signedIn = product.value.signInsPerSecond > 0;
  return {
    label,
    product: blockingText(product.value),
    reference: reference.ok ? blockingText(reference.value) : NONE,
    ratio: NONE,
    goal,
    verdict: signedIn ? verdictOf(factor, GOALS.signInBlocking) : "not measured",
    ...(signedIn ? {} : { reason: "no sign-in succeeded" }),
  };
}

export function peakRssCheck(results: BenchResults): Check {
  const label = "peak RSS of the server during the run";
  const goal = `≤ ${formatMegabytes(GOALS.peakRssBytes.limit)}`;
  const { product, reference } = results.peakRss;
  if (!product.ok) return unmeasured(label, goal, product.reason);
  return {
    label,
    product: formatMegabytes(product.value),
    reference: reference.ok ? formatMegabytes(reference.value) : NONE,
    ratio: NONE,
    goal,
    verdict: verdictOf(product.value, GOALS.peakRssBytes),
  };
}

export function photoUploadsCheck(results: BenchResults): Check {
  const label =
    "four 10 MB photos checked at once (`POST /api/verify-property-photos`): peak RSS of the server";
  const goal = `≤ ${formatMegabytes(GOALS.peakRssBytes.limit)}`;
  const measured = results.photoUploads;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  const { peakBytes, beforeBytes, photoBytes, megapixels, seconds, peakIsTheUploads } =
    measured.value;
  const photo = `${(photoBytes / 1024 ** 2).toFixed(1)} MB, ${megapixels} MP JPEG each`;
  const before = peakIsTheUploads
    ? `${formatMegabytes(beforeBytes)} before`
    : "the run's peak: it could not be reset before them";
  return {
    label,
    product: `${formatMegabytes(peakBytes)} (${before}; ${photo}; answered in ${formatSeconds(seconds * 1000)})`,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: verdictOf(peakBytes, GOALS.peakRssBytes),
  };
}

export function landingCheck(results: BenchResults): Check {
  const label = "landing page `/` on the wire (HTML, scripts, stylesheets)";
  const goal = `≤ ${formatKilobytes(GOALS.landingWireBytes.limit).replace(".0", "")} on the wire`;
  if (!results.web.ok) return unmeasured(label, goal, results.web.reason);
  const { landing, wire } = results.web.value;
  return {
    label,
    product: `${formatKilobytes(wire.bytes)} as sent to br, gzip (${filesCount(wire.files.length)}; its JavaScript ${formatKilobytes(landing.gzipBytes)} gzip)`,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: verdictOf(wire.bytes, GOALS.landingWireBytes),
  };
}

export function paintCheck(results: BenchResults): Check {
  const label = "largest contentful paint of `/` (local Chromium)";
  const goal = `≤ ${formatSeconds(GOALS.largestContentfulPaintMs.limit).replace(".00", ".0")}`;
  const measured = results.largestContentfulPaint;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  return {
    label,
    product: formatSeconds(measured.value.medianMs),
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: verdictOf(measured.value.medianMs, GOALS.largestContentfulPaintMs),
  };
}

/** Every row of the table, in the issue's order. */
export function checksOf(results: BenchResults): Check[] {
  return [
    ...results.throughput.map(throughputCheck),
    listLatencyCheck(results),
    signInCheck(results),
    peakRssCheck(results),
    photoUploadsCheck(results),
    landingCheck(results),
    paintCheck(results),
    ...slowLinkChecks(results.slowLink),
  ];
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function verdictCell(check: Check): string {
  if (check.verdict === "met") return "met";
  if (check.verdict === "missed") return "**missed**";
  if (check.verdict === "no goal") return "measured";
  return `**not measured**: ${check.reason ?? "unknown"}`;
}

export function renderTable(checks: Check[]): string {
  const lines = [
    "| path | product | bare route | ratio | goal | result |",
    "|---|---|---|---|---|---|",
    ...checks.map(
      (check) =>
        `| ${[check.label, check.product, check.reference, check.ratio, check.goal, verdictCell(check)].map(cell).join(" | ")} |`,
    ),
  ];
  return lines.join("\n");
}

export function summaryLine(checks: Check[]): string {
  const count = (verdict: Verdict) => checks.filter((check) => check.verdict === verdict).length;
  const unmeasuredCount = count("not measured");
  const missed = checks.filter((check) => check.verdict === "missed").map((check) => check.label);
  return [
    `${count("met")} of ${checks.length - count("no goal")} goals met`,
    missed.length > 0 ? `missed: ${missed.join("; ")}` : undefined,
    unmeasuredCount > 0 ? `${unmeasuredCount} not measured` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(" — ");
}

function chunkTable(web: WebAssetReport): string {
  return [
    "| chunk | gzip | loading it adds (with its imports the landing route has not loaded) |",
    "|---|---|---|",
    ...web.lazy.map(
      (chunk) =>
        `| \`${chunk.name}\` | ${formatKilobytes(chunk.gzipBytes)} | ${formatKilobytes(chunk.addedGzipBytes)} |`,
    ),
  ].join("\n");
}

function roundsTable(results: BenchResults): string {
  const rounds = (summary: PathSummary) =>
    summary.rounds.map((round) => grouped(round.wantedPerSecond)).join(", ");
  return [
    "| path | product, wanted answers/s per round | bare route, per round |",
    "|---|---|---|",
    ...results.throughput.map(({ scenario, outcome }) =>
      outcome.ok
        ? `| ${cell(scenario.label)} | ${rounds(outcome.value.product)} | ${rounds(outcome.value.reference)} |`
        : `| ${cell(scenario.label)} | — | — |`,
    ),
  ].join("\n");
}

const grouped = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * What one wanted answer cost each server in processor time, and the bare route's cost
 * over the product's: the throughput ratio without the rest of the machine's load.
 */
function cpuTable(results: BenchResults): string {
  const micros = (summary: PathSummary) =>
    summary.cpuMicrosPerWanted === undefined ? NONE : `${grouped(summary.cpuMicrosPerWanted)} µs`;
  return [
    "| path | product, CPU per wanted answer | bare route | bare ÷ product |",
    "|---|---|---|---|",
    ...results.throughput.map(({ scenario, outcome }) => {
      if (!outcome.ok) return `| ${cell(scenario.label)} | — | — | — |`;
      const { product, reference } = outcome.value;
      const value =
        product.cpuMicrosPerWanted === undefined || reference.cpuMicrosPerWanted === undefined
          ? Number.NaN
          : ratio(reference.cpuMicrosPerWanted, product.cpuMicrosPerWanted);
      return `| ${cell(scenario.label)} | ${micros(product)} | ${micros(reference)} | ${Number.isFinite(value) ? formatRatio(value) : NONE} |`;
    }),
  ].join("\n");
}

function machineTable(machine: Machine, database: BenchResults["database"]): string {
  const load = machine.loadAverage.map((value) => value.toFixed(2)).join(", ");
  return [
    "| | |",
    "|---|---|",
    `| CPU | ${machine.cpu} |`,
    `| cores | ${machine.cores} |`,
    `| memory | ${machine.memoryGiB.toFixed(1)} GiB |`,
    `| system | ${machine.os} |`,
    `| Node.js | ${machine.node} |`,
    `| PostgreSQL | ${machine.postgres} (${database === "embedded" ? "embedded server" : "local server"}) |`,
    `| load average at start (1, 5, 15 min) | ${load} |`,
    `| date | ${machine.date} |`,
  ].join("\n");
}

function methodList(results: BenchResults): string {
  const { profile } = results;
  const { data } = profile;
  const n = (value: number) => value.toLocaleString("en-US");
  return [
    `- Data, seeded with SQL into a fresh database: ${n(data.leads)} leads, ${n(data.installers)} approved installers, ${n(data.customers)} customers, a conversation of ${n(data.messages)} messages.`,
    `- The product is the production build (\`apps/server/dist/main.js\`, as \`npm start\` runs it) with rate limits lifted for loopback clients and \`LOG_LEVEL=warn\`; the bare route is \`apps/bench/src/bare-server.ts\` (Fastify 5 + pg, no plugin, no logger, one pool of 10 connections like the product's). It keeps a session's user and a conversation's newest message in memory for at most a second, and otherwise does the least SQL per path: the list one query, the unchanged poll none, health none (answered from memory), the detail four (the lead with its conversation id, then its messages, participants and photos at once), a sign-in a lookup, argon2id with at most cores − 1 hashes at once, and an insert.`,
    `- autocannon, ${profile.connections} connections; per path a ${profile.warmupSeconds} s warm-up of each server, then ${profile.rounds} rounds of ${profile.roundSeconds} s each, product and bare route alternating; medians of the rounds. Only wanted answers count (200, or 304 for the poll).`,
    `- Sign-in blocking: ${profile.signInRounds} rounds, each a ${profile.signInSeconds} s run of \`/api/health\` (${profile.connections} connections) alone and one while ${profile.concurrentSignIns} accounts sign in again and again (alone first in even rounds, under sign-ins first in odd ones); every answer timed in microseconds (autocannon's per-answer \`process.hrtime\`, not its whole-millisecond histogram), p99 per run by nearest rank; the row's factor is the median of the rounds' ratios (p99 under ÷ p99 alone of the same round), the p99s shown are the medians of the rounds'.`,
    `- Peak RSS: VmHWM of the server process at the end of the run. Photo uploads, measured after that: VmHWM reset to the current resident set (\`/proc/<pid>/clear_refs\`), then four requests at once to \`POST /api/verify-property-photos\` as a signed-in customer, each with one JPEG of about 10 MB and 30 MP (noise), all answered 200 and accepted, then VmHWM read again. JavaScript sizes: gzip (default level) of the files in \`apps/web/dist\`; the landing route is what \`index.html\` loads and imports statically. The landing page on the wire: \`index.html\`, those scripts and the stylesheets it links, each as the server sends it to \`Accept-Encoding: br, gzip\` (the \`.br\` the web build writes beside it, else its \`.gz\`, else the file), bodies only. Largest contentful paint: ${profile.pageLoads} cold load(s) of \`/\` in headless Chromium at 1280×900, no throttling, median.`,
    slowLinkMethod(profile.pageLoads),
    `- The whole run took ${Math.round(results.durationSeconds)} s.`,
  ].join("\n");
}

/** The whole of docs/benchmarks.md (or the quick run's file). */
export function renderDocument(results: BenchResults): string {
  const checks = checksOf(results);
  const quick = results.profile.name === "quick";
  const heading = quick
    ? "> **A quick run** (`pnpm bench --quick`: small data, 1 s rounds): it shows that every measurement works, and only roughly where each path stands. The documented numbers come from `pnpm bench`."
    : "> A full run (`pnpm bench`).";
  const loaded =
    results.machine.loadAverage[0] >= 1
      ? `\n>\n> Other work was running on the machine (load average ${results.machine.loadAverage[0].toFixed(2)} at the start): the two servers shared it alike, so ratios hold better than absolute numbers.`
      : "";
  const sections = [
    "# Benchmarks",
    "",
    "Issue 12's benchmark: every hot path of the product beside a bare Fastify + pg route doing the least work for it, on the same PostgreSQL, in one run. Run it with `pnpm bench` (it builds first); the code is in `apps/bench`.",
    "",
    `${heading}${loaded}`,
    "",
    "## Results",
    "",
    renderTable(checks),
    "",
    `${summaryLine(checks)}.`,
    "",
  ];
  if (results.web.ok) {
    sections.push(
      "## JavaScript per route",
      "",
      `The landing page is ${formatKilobytes(results.web.value.wire.bytes)} on the wire (${results.web.value.wire.files.map((file) => `\`${file.file}\` ${formatKilobytes(file.bytes)} ${file.encoding}`).join(", ")}). The landing route loads ${formatKilobytes(results.web.value.landing.gzipBytes)} gzip of JavaScript in ${filesCount(results.web.value.landing.files.length)} (${results.web.value.landing.files.map((file) => `\`${file}\``).join(", ")}); the whole build is ${formatKilobytes(results.web.value.totalGzipBytes)} gzip. Every other chunk is loaded on demand, a route's screen when the route is first shown:`,
      "",
      chunkTable(results.web.value),
      "",
    );
  }
  sections.push(
    "## Rounds",
    "",
    roundsTable(results),
    "",
    "## Processor time per answer",
    "",
    "Each server's processor time (user and system, from `/proc/<pid>/stat`) over a round, divided by its wanted answers; medians of the rounds. Unlike answers per second, it does not move with what else the machine is doing; PostgreSQL's share is not in it.",
    "",
    cpuTable(results),
    "",
    ...compressionLevelsSection(results.slowLink),
    "## How it was measured",
    "",
    methodList(results),
    "",
    "## Machine",
    "",
    machineTable(results.machine, results.database),
    "",
  );
  return sections.join("\n");
}
