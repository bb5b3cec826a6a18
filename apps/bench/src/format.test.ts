import { describe, expect, it } from "vitest";
import {
  formatFactor,
  formatKilobytes,
  formatMegabytes,
  formatMs,
  formatRate,
  formatRatio,
} from "./format";

describe("formatting", () => {
  it("writes rates with thousands separators, and a decimal only below 10", () => {
    expect(formatRate(27_675.4)).toBe("27,675 req/s");
    expect(formatRate(96.2)).toBe("96 req/s");
    expect(formatRate(4.53)).toBe("4.5 req/s");
  });

  it("writes latencies in ms, and in seconds from one second on", () => {
    expect(formatMs(79.4)).toBe("79 ms");
    expect(formatMs(4.5)).toBe("4.5 ms");
    expect(formatMs(7)).toBe("7 ms");
    expect(formatMs(1360)).toBe("1.36 s");
  });

  it("writes ratios with two decimals and factors with one", () => {
    expect(formatRatio(0.1016)).toBe("0.10");
    expect(formatFactor(9.54)).toBe("9.5×");
  });

  it("counts KB and MB in 1,024s", () => {
    expect(formatKilobytes(150_426)).toBe("146.9 KB");
    expect(formatMegabytes(351 * 1024 ** 2)).toBe("351 MB");
  });
});
