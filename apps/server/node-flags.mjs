// The V8 flags the server runs with: `npm start` (scripts/start.mjs), the Docker image
// (Dockerfile's CMD, checked against this list by a test) and the benchmark.
//
// --heap-growing-percent=50: after each full collection V8 lets the old generation grow
// to a multiple of what survived, up to four times under a steady load; the job-list load
// keeps ~44 MB alive, and the heap climbed to ~185 MB before each full collection (peak
// RSS ~280 MB). Growing by half at most, the peak fell to ~168 MB at the same throughput
// (three alternating 6 s runs each, 50 connections, 2026-11-26, issue 12): more frequent
// full collections of a small heap cost about what touching fresh pages had.
//
// --max-semi-space-size=16: V8's default young generation (16 MB per semi-space). The
// room the growing limit gave back pays for it: at 8 MB the job list took ~12 % more CPU
// per page for ~17 MB less peak RSS (186 vs 168 MB, same runs).
//
// --expose-gc: once a photo body has been read, and again once it has been answered, the
// server collects its garbage at once (apps/server/src/plugins/photos/photo-garbage.ts).
// A photo's base64 text is a 13 MB string in V8's old generation, freed only by a full
// collection, which otherwise came after
// several photos: four 10 MB photos at once peaked at ~295 MB resident, ~225 MB with the
// collection (pnpm bench --only photos, 2026-11-26, issue 12); with the collection after
// reading too and the body parsed without a whole-body string, 197 MB from ~161 MB idle
// (2026-12-07, issue 22).
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=16",
  "--heap-growing-percent=50",
  "--expose-gc",
];

// The server's process environment besides the configuration: `npm start`, the Docker
// image (Dockerfile's ENV, checked by a test) and the benchmark.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool, libvips'
// workers decoding a photo) an arena of its own, up to eight per core, and keeps what
// they touched. With two, the resident set while checking photos and under the job-list
// load was 30-60 MB lower (pnpm bench --quick, same run, 2026-11-26, issue 12).
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" };
