import {
  formatKilobytes,
  formatMegabytesTenths,
  formatMicros,
  formatRatio,
  formatSeconds,
} from "./format";
import { NONE, unmeasured, type Check, type Measured } from "./check";
import { chooseLevel } from "./compression-levels";
import type { ListCpu } from "./list-cpu";
import { describeLink, POOR_LINK } from "./poor-link";
import type { SlowLanding } from "./slow-landing";
import type { SlowList } from "./slow-list";
import type { SlowRequest } from "./slow-request";
import { bothVerdicts, verdictOf, type Goal } from "./stats";

/** Issue 23's rows: the product over a poor link, and what compression costs it. */
export interface SlowLinkResults {
  landing: Measured<SlowLanding>;
  request: Measured<SlowRequest>;
  list: Measured<SlowList>;
  listCpu: Measured<ListCpu>;
}

export const SLOW_LINK_GOALS = {
  landingLcpMs: { bound: "max", limit: 2500 },
  requestSeconds: { bound: "max", limit: 30 },
  requestUploadBytes: { bound: "max", limit: 4 * 1024 ** 2 },
  /** Server CPU per compressed list page ÷ per uncompressed one. */
  listCpuRatio: { bound: "max", limit: 1.15 },
} as const satisfies Record<string, Goal>;

const LINK = describeLink(POOR_LINK);
const seconds = (value: number) => formatSeconds(value * 1000);
const runs = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

export function slowLandingCheck(results: SlowLinkResults): Check {
  const label = `poor link (${LINK}), cold cache: largest contentful paint of \`/\` and bytes received`;
  const goal = `≤ ${SLOW_LINK_GOALS.landingLcpMs.limit / 1000} s`;
  const measured = results.landing;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  const { medianMs, runsMs, medianBytes, requests } = measured.value;
  return {
    label,
    product: `${formatSeconds(medianMs)} (runs ${runs(runsMs.map((ms) => ms / 1000))} s); ${formatKilobytes(medianBytes)} received in ${requests} requests`,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: verdictOf(medianMs, SLOW_LINK_GOALS.landingLcpMs),
  };
}

export function slowRequestCheck(results: SlowLinkResults): Check {
  const label = `poor link: a customer posts a request with three 12 MP phone photos, from attaching them to "Installation Request Posted", and the bytes sent`;
  const goal = `≤ ${SLOW_LINK_GOALS.requestSeconds.limit} s and ≤ ${formatMegabytesTenths(SLOW_LINK_GOALS.requestUploadBytes.limit).replace(".0", "")} sent`;
  const measured = results.request;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  const value = measured.value;
  const sizes = value.photoBytes.map(formatMegabytesTenths).join(", ");
  const pressed =
    value.secondsToSubmit === undefined
      ? "submit never pressable"
      : `submit pressed at ${seconds(value.secondsToSubmit)}`;
  const time = value.capped
    ? `> ${value.secondsFromAttach} s (stopped there; ${pressed})`
    : `${seconds(value.secondsFromAttach)} (${pressed}, posted ${seconds(value.secondsFromSubmit ?? Number.NaN)} later)`;
  // A refused upload means the photos did not all get through, however fast it went.
  const refused = value.posts.filter(
    (post) => typeof post.status !== "number" || post.status >= 400,
  );
  const refusals =
    refused.length === 0
      ? ""
      : `; ${refused.length} of ${value.posts.length} requests with a body refused (${refused.map((post) => `${post.path} ${post.status}`).join(", ")})`;
  const timeVerdict =
    refused.length > 0
      ? "missed"
      : value.capped
        ? "missed"
        : verdictOf(value.secondsFromAttach, SLOW_LINK_GOALS.requestSeconds);
  return {
    label,
    product: `${time}; ${formatMegabytesTenths(value.uploadedBytes)} sent (photos of ${sizes} JPEG)${refusals}`,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: bothVerdicts(
      timeVerdict,
      verdictOf(value.uploadedBytes, SLOW_LINK_GOALS.requestUploadBytes),
    ),
  };
}

export function slowListCheck(results: SlowLinkResults): Check {
  const label =
    "poor link: installer job list, first job card after opening `/dashboard` (cold cache), and one page on the wire";
  const goal = "measured (no goal)";
  const measured = results.list;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  const { medianSeconds, runsSeconds, compressed, uncompressed, browserBytes } = measured.value;
  return {
    label,
    product: `${seconds(medianSeconds)} to the first list (runs ${runs(runsSeconds)} s); a page ${formatKilobytes(uncompressed.bodyBytes)} sent as it is, ${formatKilobytes(compressed.bodyBytes)} ${compressed.encoding} to \`br, gzip\` (bodies; the browser received ${formatKilobytes(browserBytes)} with headers)`,
    reference: NONE,
    ratio: NONE,
    goal,
    verdict: "no goal",
  };
}

export function listCpuCheck(results: SlowLinkResults): Check {
  const label =
    "server CPU per job list page (`GET /api/workflow/leads`), `Accept-Encoding: br` ÷ none";
  const goal = `≤ ${SLOW_LINK_GOALS.listCpuRatio.limit}`;
  const measured = results.listCpu;
  if (!measured.ok) return unmeasured(label, goal, measured.reason);
  const { brMicros, plainMicros, pages, encoding, brRounds, plainRounds } = measured.value;
  const value = measured.value.ratio;
  const perRound = (values: number[]) => values.map((micros) => Math.round(micros)).join(", ");
  return {
    label,
    product: `${formatMicros(brMicros)} (${encoding}) ÷ ${formatMicros(plainMicros)} (${pages.toLocaleString("en-US")} pages; rounds ${perRound(brRounds)} ÷ ${perRound(plainRounds)} µs)`,
    reference: NONE,
    ratio: Number.isFinite(value) ? formatRatio(value) : NONE,
    goal,
    verdict: verdictOf(value, SLOW_LINK_GOALS.listCpuRatio),
  };
}

export function slowLinkChecks(results: SlowLinkResults): Check[] {
  return [
    slowLandingCheck(results),
    slowRequestCheck(results),
    slowListCheck(results),
    listCpuCheck(results),
  ];
}

/** How the rows were measured, for the report's method list. */
export function slowLinkMethod(pageLoads: number): string {
  return `- Poor link (issue 23): Chromium with CDP \`Network.emulateNetworkConditions\` at ${LINK} (throughputs in bytes/s: ${POOR_LINK.downloadMbitPerSecond * 125_000} down, ${POOR_LINK.uploadMbitPerSecond * 125_000} up), a fresh context with the HTTP cache disabled for every load. The landing page: ${pageLoads} load(s) of \`/\` after one uncounted warm-up load, medians of the largest contentful paint and of the bytes received (\`encodedDataLength\` of every finished load, headers included). The request with photos: a seeded customer's session in the page, the English create form filled by its labels, three 4000×3000 JPEGs (noisy gradients at quality 92 with a phone's EXIF) attached at once to its file input, submit pressed as soon as the form lets it be; timed from the attach (the form may start uploading on pick) to the text "Installation Request Posted", stopped at 600 s; bytes sent are every byte the browser wrote to the server meanwhile, counted by a TCP relay in front of it. On this row the relay is the link's upload leg, passing what the browser sends at 93,750 bytes/s over all its connections (CDP's upload throttling is off there, so that the two do not stack). A request with a body the server refused (e.g. 408) misses the row: the photos did not all get through. The job list: an approved installer's session, ${pageLoads} cold load(s) of \`/dashboard\`, from navigating to the first job card visible, median; the first page's \`leads.list\` call then fetched again with \`Accept-Encoding: br, gzip\` and with none, bodies counted as they came over the wire. CPU per list page: the product's utime + stime (\`/proc/<pid>/stat\`) over rounds of \`GET /api/workflow/leads\` with \`Accept-Encoding: br\` and with none, alternating, after a warm-up of each, divided by the pages answered; medians, and as the ratio the median of each round's br ÷ none (the two runs of a round are taken back to back, so the machine's other load weighs on both alike).`;
}

/**
 * The job list page at each brotli quality and gzip level, beside the server's processor
 * time for the page sent uncompressed: what each level would add, and the goal's budget.
 */
export function compressionLevelsSection(results: SlowLinkResults): string[] {
  if (!results.listCpu.ok) return [];
  const { levels, plainMicros, pageBytes } = results.listCpu.value;
  const share = SLOW_LINK_GOALS.listCpuRatio.limit - 1;
  const budget = plainMicros * share;
  const best = chooseLevel(levels, plainMicros, share);
  const choice = best
    ? `Within it, the smallest page comes from ${best.encoding} at level ${best.level} (${formatKilobytes(best.bytes)}, ${formatMicros(best.micros)}).`
    : "No level fits within it.";
  return [
    "## Compression levels",
    "",
    `The job list page (${formatKilobytes(pageBytes)} uncompressed) compressed in one call at each level, in the bench's process (as @fastify/compress compresses an answer within its \`syncThreshold\`): its size and processor time, and that time as a share of the server's ${formatMicros(plainMicros)} per uncompressed page. Issue 23's goal leaves ${formatMicros(budget)} per page for compressing. ${choice}`,
    "",
    "| encoding | level | size | CPU per page | share of the page's CPU |",
    "|---|---|---|---|---|",
    ...levels.map(
      (level) =>
        `| ${level.encoding} | ${level.level} | ${formatKilobytes(level.bytes)} | ${formatMicros(level.micros)} | ${Math.round((100 * level.micros) / plainMicros)} % |`,
    ),
    "",
  ];
}
