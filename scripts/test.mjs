// `npm test`: install, build what the tests serve, then run every package's tests
// and close with one line counting them all.
//
// The packages' test runs share the machine's cores: LANES of them run at once, and
// each lane takes the next package of PACKAGES when its own ends. PACKAGES is ordered
// longest run first, so that the browser journeys start at once in one lane while the
// other works through the unit suites, longest first, and the short ones fill in at the
// end, instead of a long suite starting last and running alone at the end. The table
// at the end says how long each package took and in which lane: when the order no
// longer matches the times, reorder PACKAGES.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { env, install, root, turbo } from "./workspace.mjs";

/** Longest test run first (per-package durations of a clean-clone run). */
const PACKAGES = [
  "apps/e2e",
  "apps/web",
  "apps/server",
  "packages/api",
  "packages/domain",
  "packages/db",
  "apps/bench",
  "packages/gazetteer",
];
/** Two runs at once, as turbo --concurrency=2 ran them: each package's vitest has workers of its own. */
const LANES = 2;
const REPORT = ".test-results.json";
const VITEST_ARGS = ["--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`];

install();
turbo(["run", "build", "--output-logs=errors-only"]);

for (const dir of PACKAGES) rmSync(path.join(root, dir, REPORT), { force: true });

/**
 * Runs one package's tests through turbo (its output prefixed with the package's name,
 * the environment narrowed to what turbo.json lets a test see), without turbo's build
 * of its dependencies, done above; resolves with its status and time.
 */
function runTests(dir, laneNumber) {
  const name = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")).name;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, "node_modules", ".bin", "turbo"),
      ["run", "test", `--filter=${name}`, "--only", "--", ...VITEST_ARGS],
      { cwd: root, env, stdio: "inherit" },
    );
    const done = (status) =>
      resolve({ dir, lane: laneNumber, status, seconds: (Date.now() - started) / 1000 });
    child.on("error", (error) => {
      console.error(`${name}: ${error.message}`);
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

const queue = [...PACKAGES];
const runs = [];
async function lane(laneNumber) {
  for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
    runs.push(await runTests(dir, laneNumber));
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index + 1)));

console.log("\nTest runs (wall-clock seconds, in the order they ended):");
for (const run of runs) {
  console.log(
    `  ${run.dir.padEnd(20)} ${run.seconds.toFixed(1).padStart(7)} s  lane ${run.lane}  exit ${run.status}`,
  );
}
for (let number = 1; number <= LANES; number++) {
  const seconds = runs
    .filter((run) => run.lane === number)
    .reduce((sum, run) => sum + run.seconds, 0);
  console.log(`  ${`lane ${number}`.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
}
console.log(`  ${"all".padEnd(20)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);

/**
 * The lines that say why a test failed: its message, then the first places in our own
 * code its stack names. A test that timed out has no message of its own in vitest's
 * report (only a stack captured where the test was declared, "STACK_TRACE_ERROR").
 */
function failureSummary(messages) {
  const lines = messages.join("\n").split("\n");
  const ours = lines.filter(
    (line) => /^\s+at .*\.[cm]?[jt]sx?:\d+:\d+\)?$/.test(line) && !line.includes("node_modules"),
  );
  const said = lines.filter((line) => !/^\s+at /.test(line));
  const message = said.map((line) =>
    line === "Error: STACK_TRACE_ERROR" ? "timed out (no assertion failed first)" : line,
  );
  return [...message.slice(0, 10), ...ours.slice(0, 3).map((line) => line.trim())];
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test's package, file, name and the first lines of its failure. */
const failures = [];
for (const dir of PACKAGES) {
  const file = path.join(root, dir, REPORT);
  if (!existsSync(file)) {
    console.error(`${dir}: no test report (its test run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed outside any test (an import, a hook) still says why.
    if (failedTests.length === 0 && file.status === "failed") {
      failures.push({
        dir,
        file: file.name,
        name: "(the file itself)",
        lines: [file.message ?? ""],
      });
    }
    for (const test of failedTests) {
      failures.push({
        dir,
        file: file.name,
        name: `${test.fullName} (${((test.duration ?? 0) / 1000).toFixed(1)} s)`,
        lines: test.failureMessages ?? [],
      });
    }
  }
}
// Repeated last, where a CI log cut to its tail still shows what failed.
if (failures.length > 0) console.log("\nFailed tests:");
for (const failure of failures) {
  console.log(`  ${failure.dir}: ${path.relative(path.join(root, failure.dir), failure.file)}`);
  console.log(`    ${failure.name}`);
  for (const line of failureSummary(failure.lines)) console.log(`      ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
const status = runs.every((run) => run.status === 0) ? 0 : 1;
process.exit(status === 0 && failed === 0 ? 0 : 1);
