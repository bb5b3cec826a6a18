// The V8 flags the server runs with: `npm start` (scripts/start.mjs), the Docker image
// (Dockerfile's CMD, checked against this list by a test) and the benchmark.
//
// --max-semi-space-size=8: V8's young generation grows to 16 MB per semi-space under
// load; at 8 MB the server's peak RSS under the job-list load fell from ~272 MB to
// ~245 MB (4 MB cost a fifth more CPU in garbage collection). It is a trade: at the
// benchmark's 50 connections, 16 MB took 10-19 % less CPU per job list (REST 1127 ->
// 988 us, tRPC 1091 -> 1002 us) for 32 MB more peak RSS (280 -> 312 MB), measured side
// by side on 2026-11-26 (issue 12).
//
// --expose-gc: after a photo body has been answered the server collects its garbage at
// once (apps/server/src/photo-senders.ts). A photo's base64 text is a 13 MB string in
// V8's old generation, freed only by a full collection, which otherwise came after
// several photos: four 10 MB photos at once peaked at ~295 MB resident, ~225 MB with the
// collection (pnpm bench --only photos, 2026-11-26, issue 12).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--expose-gc"];

// The server's process environment besides the configuration: `npm start`, the Docker
// image (Dockerfile's ENV, checked by a test) and the benchmark.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool, libvips'
// workers decoding a photo) an arena of its own, up to eight per core, and keeps what
// they touched. With two, the resident set while checking photos and under the job-list
// load was 30-60 MB lower (pnpm bench --quick, same run, 2026-11-26, issue 12).
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" };
