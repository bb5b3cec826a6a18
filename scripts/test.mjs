// `npm test`: install, build what the tests serve, then run every package's tests
// and close with one line counting them all.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { install, root, turbo, turboStatus } from "./workspace.mjs";

const PACKAGES = [
  "packages/domain",
  "packages/db",
  "packages/gazetteer",
  "packages/api",
  "apps/server",
  "apps/web",
  "apps/e2e",
  "apps/bench",
];
const REPORT = ".test-results.json";

install();
turbo(["run", "build", "--output-logs=errors-only"]);

for (const dir of PACKAGES) rmSync(path.join(root, dir, REPORT), { force: true });
const status = turboStatus([
  "run",
  "test",
  "--concurrency=2",
  "--continue",
  "--",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${REPORT}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
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
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
