// The V8 flags the server runs with: `npm start` (scripts/start.mjs), the Docker image
// (Dockerfile's CMD, checked against this list by a test) and the benchmark.
//
// --max-semi-space-size=8: V8's young generation grows to 16 MB per semi-space under
// load; a request's garbage dies young either way, and at 8 MB the server's peak RSS
// under the job-list load fell from ~272 MB to ~245 MB for the same CPU per request
// (4 MB cost a fifth more CPU in garbage collection).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
