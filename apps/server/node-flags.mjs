// The V8 flags the server runs with: `npm start` (scripts/start.mjs), the Docker image
// (Dockerfile's CMD, checked against this list by a test) and the benchmark.
//
// --max-semi-space-size=8: V8's young generation grows to 16 MB per semi-space under
// load; at 8 MB the server's peak RSS under the job-list load fell from ~272 MB to
// ~245 MB (4 MB cost a fifth more CPU in garbage collection). It is a trade: at the
// benchmark's 50 connections, 16 MB took 10-19 % less CPU per job list (REST 1127 ->
// 988 us, tRPC 1091 -> 1002 us) for 32 MB more peak RSS (280 -> 312 MB), measured side
// by side on 2026-11-26 (issue 12).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
