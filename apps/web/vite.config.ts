import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./build-plugins/precompress";
import { prerender } from "./build-plugins/prerender";
import { serverCodeGuard } from "./build-checks/server-code-guard";
import { serviceWorker } from "./build-plugins/service-worker";

// In development the Fastify server (apps/server) owns /api and /trpc; proxying
// keeps the SPA same-origin, exactly as in production where the server serves dist.
const apiServer = "http://127.0.0.1:3000";

/**
 * Tests of what a page does before any screen has loaded (which languages' strings it
 * has): each runs in a page of its own, as they cannot once another file's screens have
 * loaded their strings into the shared modules.
 */
const FRESH_PAGE_TESTS = ["src/i18n/i18n.test.tsx"];

export default defineConfig({
  plugins: [react(), serverCodeGuard(), prerender(), serviceWorker(), precompress()],
  server: {
    proxy: {
      "/api": apiServer,
      "/trpc": apiServer,
    },
  },
  build: {
    outDir: "dist",
    // Every browser the app supports preloads modules natively; the polyfill would
    // only add to the landing route's JavaScript.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk. Left to itself the bundler
          // splits modules the lazy screens share with it into many small chunks,
          // each compressed on its own, which costs the landing page ~5 KB gzip.
          groups: [{ name: "app", tags: ["$initial"] }],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // A ceiling, not a measure: a screen test on a busy two-core CI machine beside the
    // server's and the browser's suites can take longer than vitest's default 5 s.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          include: [
            "src/**/*.test.{ts,tsx}",
            "build-checks/**/*.test.ts",
            "build-plugins/**/*.test.ts",
          ],
          exclude: FRESH_PAGE_TESTS,
          // The test files of a worker share one jsdom and one module graph: React,
          // Mantine, tRPC and the app are imported and the DOM set up once per worker
          // instead of once per file. The setup file runs again before each file and its
          // afterEach puts back what a test may change (the DOM, timers, globals, the
          // language, the toasts, storage); a test file must leave nothing else behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "web fresh page", include: FRESH_PAGE_TESTS },
      },
    ],
  },
});
