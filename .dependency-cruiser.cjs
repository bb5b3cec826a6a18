/**
 * The import graph of every package is a tree: `pnpm lint` (turbo's lint task) fails on any
 * circle, type-only imports included, naming the modules around it.
 */
/**
 * The implementations behind the API's ports (packages/api/src/ports/, and the ports
 * declared beside their services: PhotoStore, OutputCheck, ReleaseScheduler, Mailer): the
 * server (apps/server/src/services.ts) and the test support (packages/api/src/testing)
 * build them and hand them over in ApiDeps; no service or router imports them.
 */
const API_IMPLEMENTATIONS = [
  "^packages/api/src/mail/(post-office|create-mailer|smtp-mailer|outbox-mailer)\\.ts$",
  "^packages/api/src/rate-limit/rate-limiter\\.ts$",
  "^packages/api/src/auth/(session-cache|session-changes|live-access)\\.ts$",
  "^packages/api/src/conversation/conversation-feed\\.ts$",
  "^packages/api/src/leads/lead-feed\\.ts$",
  "^packages/api/src/health/database-readiness\\.ts$",
  "^packages/api/src/photos/(disk|s3)-photo-store\\.ts$",
  "^packages/api/src/jobs/job-queue\\.ts$",
  "^packages/api/src/release/release-jobs\\.ts$",
  "^packages/api/src/reviews/review-jobs\\.ts$",
  "^packages/api/src/payments/payment-jobs\\.ts$",
  "^packages/api/src/money-moves/movement-jobs\\.ts$",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A module may not reach itself through its imports. Break the circle by dependency " +
        "inversion: the lower module declares the small interface (port) it needs.",
      from: {},
      to: { circular: true },
    },
    {
      name: "services-through-ports",
      severity: "error",
      comment:
        "A service, router or procedure base of packages/api reaches what the process " +
        "provides (mail, rate limits, session cache, live feeds, readiness, photo store, " +
        "jobs) through a port in ApiDeps (packages/api/src/ports/), never by importing " +
        "its implementation: the server and the test support assemble ApiDeps.",
      from: {
        path: "^packages/api/src/",
        pathNot: [
          ...API_IMPLEMENTATIONS,
          // The composition: the server's exports, the test support, and tests.
          "^packages/api/src/server\\.ts$",
          "^packages/api/src/testing/",
          "\\.test\\.ts$",
        ],
      },
      to: { path: API_IMPLEMENTATIONS },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.turbo|data)/" },
    // Imports of types only count: they are circles for a reader and for madge alike.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
