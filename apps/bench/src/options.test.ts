import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOptions, UsageError } from "./options";
import { BENCHMARKS_DOC } from "./paths";

const now = new Date("2025-03-04T05:06:07.890Z");

describe("options", () => {
  it("runs the full benchmark into docs/benchmarks.md by default", () => {
    const options = parseOptions([], { now, cwd: "/somewhere" });
    expect(options.profile.name).toBe("full");
    expect(options.profile.data.leads).toBe(100_000);
    expect(options.out).toBe(BENCHMARKS_DOC);
  });

  it("writes a quick run to a temporary file, never over docs/benchmarks.md", () => {
    const options = parseOptions(["--quick"], { now, cwd: "/somewhere" });
    expect(options.profile.name).toBe("quick");
    expect(options.profile.roundSeconds).toBe(1);
    expect(options.out).not.toBe(BENCHMARKS_DOC);
    expect(path.basename(options.out)).toBe("uplink-bench-quick-2025-03-04T05-06-07-890Z.md");
  });

  it("takes --out relative to where the command was typed", () => {
    expect(parseOptions(["--quick", "--out", "table.md"], { now, cwd: "/work" }).out).toBe(
      path.resolve("/work/table.md"),
    );
    expect(parseOptions(["--out=/tmp/x.md"], { now, cwd: "/work" }).out).toBe("/tmp/x.md");
  });

  it("measures only the named paths with --only, never writing over docs/benchmarks.md", () => {
    const options = parseOptions(["--only", "list-rest,health"], { now, cwd: "/somewhere" });
    expect([...(options.only ?? [])]).toEqual(["list-rest", "health"]);
    expect(options.profile.name).toBe("full");
    expect(options.out).not.toBe(BENCHMARKS_DOC);
    expect(path.basename(options.out)).toBe("uplink-bench-partial-2025-03-04T05-06-07-890Z.md");
    expect(() => parseOptions(["--only"], { now })).toThrow("--only needs path ids");
  });

  it("refuses what it does not know", () => {
    expect(() => parseOptions(["--fast"], { now })).toThrow(UsageError);
    expect(() => parseOptions(["--out"], { now })).toThrow("--out needs a file");
  });
});
