import { describe, expect, it } from "vitest";
import type { LoadRun, PathSummary } from "./measure";
import { QUICK } from "./profile";
import { SLOW_LINK_SAMPLE } from "./slow-link-sample";
import { checksOf, renderDocument, renderTable, summaryLine, type BenchResults } from "./report";

function summary(wantedPerSecond: number, p99Ms: number): PathSummary {
  const round: LoadRun = {
    wanted: wantedPerSecond,
    unwanted: 0,
    errors: 0,
    seconds: 1,
    wantedPerSecond,
    p99Ms,
  };
  return { wantedPerSecond, p99Ms, unwanted: 0, rounds: [round] };
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    profile: QUICK,
    machine: {
      cpu: "Test CPU",
      cores: 2,
      memoryGiB: 24,
      os: "Linux",
      node: "v20.19.0",
      postgres: "15.14",
      loadAverage: [0.2, 0.1, 0.1],
      date: "2025-01-01T00:00:00.000Z",
    },
    database: "external",
    throughput: [
      {
        scenario: { id: "list-rest", label: "job list", minRatio: 0.6 },
        outcome: { ok: true, value: { product: summary(96, 1360), reference: summary(983, 79) } },
      },
      {
        scenario: { id: "health", label: "health", minRatio: 0.5 },
        outcome: { ok: true, value: { product: summary(600, 9), reference: summary(1000, 4) } },
      },
    ],
    signIn: {
      product: {
        ok: true,
        value: {
          aloneP99Ms: 22,
          underP99Ms: 212,
          roundRatios: [9.2, 9.6, 10.1],
          medianRatio: 9.6,
          signInsPerSecond: 40,
          failedSignIns: 0,
          unwantedHealth: 0,
        },
      },
      reference: { ok: false, reason: "not started" },
    },
    peakRss: {
      product: { ok: true, value: 351 * 1024 ** 2 },
      reference: { ok: false, reason: "-" },
    },
    photoUploads: {
      ok: true,
      value: {
        uploads: 4,
        photoBytes: 9.5 * 1024 ** 2,
        megapixels: 30,
        beforeBytes: 152 * 1024 ** 2,
        peakBytes: 231 * 1024 ** 2,
        peakIsTheUploads: true,
        seconds: 3.2,
      },
    },
    web: {
      ok: true,
      value: {
        landing: { files: ["assets/index-A.js"], gzipBytes: 100 * 1024 },
        wire: {
          files: [
            { file: "index.html", encoding: "br", bytes: 240 },
            { file: "assets/index-A.js", encoding: "br", bytes: 97_000 },
            { file: "assets/index-B.css", encoding: "br", bytes: 30_000 },
          ],
          bytes: 127_240,
        },
        lazy: [],
        totalGzipBytes: 300 * 1024,
      },
    },
    largestContentfulPaint: { ok: false, reason: "no Chromium" },
    slowLink: SLOW_LINK_SAMPLE,
    durationSeconds: 70,
    ...overrides,
  };
}

describe("the report", () => {
  it("gives each path its ratio and each goal its verdict", () => {
    const rows = checksOf(results());
    const byLabel = Object.fromEntries(
      rows.map((row) => [row.label.split(" ")[0] ?? "", row] as const),
    );
    expect(rows[0]).toMatchObject({
      product: "96 req/s, p99 1.36 s",
      reference: "983 req/s, p99 79 ms",
      ratio: "0.10",
      goal: "≥ 0.6",
      verdict: "missed",
    });
    expect(rows[1]).toMatchObject({ ratio: "0.60", verdict: "met" });
    expect(byLabel["`/api/health`"]).toMatchObject({
      product: "212 ms ÷ 22 ms; rounds 9.2, 9.6, 10.1: median 9.6× (40 sign-ins/s)",
      goal: "≤ 3×",
      verdict: "missed",
    });
    expect(byLabel["peak"]).toMatchObject({ product: "351 MB", verdict: "missed" });
    expect(byLabel["landing"]).toMatchObject({
      product: "124.3 KB as sent to br, gzip (3 files; its JavaScript 100.0 KB gzip)",
      goal: "≤ 150 KB on the wire",
      verdict: "met",
    });
    expect(byLabel["largest"]).toMatchObject({ verdict: "not measured", reason: "no Chromium" });
  });

  it("holds the installers' directory and profile to 0.6 of the bare twin (issue 25)", () => {
    const installerRow = (id: "installers-near" | "installer-profile", product: number) => ({
      scenario: { id, label: `${id} row`, minRatio: 0.6 },
      outcome: {
        ok: true as const,
        value: { product: summary(product, 40), reference: summary(1000, 20) },
      },
    });
    const rows = checksOf(
      results({
        throughput: [installerRow("installers-near", 700), installerRow("installer-profile", 500)],
      }),
    );
    expect(rows[0]).toMatchObject({
      label: "installers-near row",
      product: "700 req/s, p99 40 ms",
      ratio: "0.70",
      goal: "≥ 0.6",
      verdict: "met",
    });
    expect(rows[1]).toMatchObject({ ratio: "0.50", verdict: "missed" });
    expect(renderTable(rows)).toContain("| installer-profile row |");
  });

  it("holds the list's p99 to 50 ms", () => {
    const row = checksOf(results()).find((check) => check.label.includes("p99 at"));
    expect(row).toMatchObject({ product: "1.36 s", goal: "≤ 50 ms", verdict: "missed" });
  });

  it("holds the peak RSS with four photo uploads at once to 250 MB, beside what it was before", () => {
    const label =
      "four 10 MB photos checked at once (`POST /api/verify-property-photos`): peak RSS of the server";
    const row = (photoUploads: BenchResults["photoUploads"]) =>
      checksOf(results({ photoUploads })).find((check) => check.label === label);
    expect(row(results().photoUploads)).toMatchObject({
      product: "231 MB (152 MB before; 9.5 MB, 30 MP JPEG each; answered in 3.20 s)",
      reference: "—",
      goal: "≤ 250 MB",
      verdict: "met",
    });
    const unreset = {
      uploads: 4,
      photoBytes: 9.5 * 1024 ** 2,
      megapixels: 30,
      beforeBytes: 152 * 1024 ** 2,
      peakBytes: 351 * 1024 ** 2,
      peakIsTheUploads: false,
      seconds: 3.2,
    };
    expect(row({ ok: true, value: unreset })).toMatchObject({
      product: expect.stringContaining(
        "351 MB (the run's peak: it could not be reset before them",
      ) as unknown,
      verdict: "missed",
    });
    expect(row({ ok: false, reason: "left out (--only)" })).toMatchObject({
      verdict: "not measured",
      reason: "left out (--only)",
    });
  });

  it("renders a markdown table and a line counting the goals met", () => {
    const checks = checksOf(results());
    const table = renderTable(checks).split("\n");
    expect(table[0]).toBe("| path | product | bare route | ratio | goal | result |");
    expect(table[2]).toBe(
      "| job list | 96 req/s, p99 1.36 s | 983 req/s, p99 79 ms | 0.10 | ≥ 0.6 | **missed** |",
    );
    expect(summaryLine(checks)).toMatch(
      /^5 of 11 goals met — missed: job list; .*three 12 MP phone photos.* — 1 not measured$/,
    );
  });

  it("says a quick run is one, and describes the machine", () => {
    const document = renderDocument(results());
    expect(document).toContain("**A quick run**");
    expect(document).toContain("| CPU | Test CPU |");
    expect(document).toContain("| PostgreSQL | 15.14 (local server) |");
    expect(renderDocument(results({ profile: { ...QUICK, name: "full" } }))).not.toContain(
      "quick run",
    );
  });

  it("reports each server's processor time per wanted answer and the bare route's share of the product's", () => {
    const withCpu = (wantedPerSecond: number, cpuMicrosPerWanted?: number): PathSummary => ({
      ...summary(wantedPerSecond, 10),
      ...(cpuMicrosPerWanted === undefined ? {} : { cpuMicrosPerWanted }),
    });
    const document = renderDocument(
      results({
        throughput: [
          {
            scenario: { id: "list-rest", label: "job list", minRatio: 0.6 },
            outcome: {
              ok: true,
              value: { product: withCpu(500, 1200), reference: withCpu(900, 600) },
            },
          },
          {
            scenario: { id: "health", label: "health", minRatio: 0.5 },
            outcome: { ok: true, value: { product: withCpu(600), reference: withCpu(1000, 40) } },
          },
        ],
      }),
    );
    expect(document).toContain("| job list | 1,200 µs | 600 µs | 0.50 |");
    expect(document).toContain("| health | — | 40 µs | — |");
  });
});
