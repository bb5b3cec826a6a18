import { describe, expect, it } from "vitest";
import { chooseLevel, compressionCosts, LEVELS, type LevelCost } from "./compression-levels";

const cost = (encoding: LevelCost["encoding"], level: number, bytes: number, micros: number) => ({
  encoding,
  level,
  bytes,
  micros,
});

describe("compression levels", () => {
  it("chooses the smallest answer among the levels within the budget", () => {
    const costs = [
      cost("br", 1, 4000, 80),
      cost("br", 4, 3600, 270),
      cost("br", 5, 3500, 450),
      cost("gzip", 1, 4400, 120),
    ];
    // 15 % of 1,855 µs is 278 µs: quality 4 fits, 5 does not.
    expect(chooseLevel(costs, 1855, 0.15)).toMatchObject({ encoding: "br", level: 4 });
    expect(chooseLevel(costs, 1000, 0.15)).toMatchObject({ encoding: "br", level: 1 });
    expect(chooseLevel(costs, 100, 0.15)).toBeUndefined();
  });

  it("measures every level on a real body, each making it smaller", () => {
    const body = Buffer.from(
      JSON.stringify(
        Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Starlink Installation ${i}` })),
      ),
    );
    const costs = compressionCosts(body, 1, 2);
    expect(costs.map(({ encoding, level }) => ({ encoding, level }))).toEqual(LEVELS);
    for (const measured of costs) {
      expect(measured.bytes).toBeGreaterThan(0);
      expect(measured.bytes).toBeLessThan(body.length);
      expect(measured.micros).toBeGreaterThanOrEqual(0);
    }
  });
});
