import { describe, expect, it } from "vitest";
import { bytesPerSecond, describeLink, emulationOf, POOR_LINK } from "./poor-link";

describe("the poor link", () => {
  it("gives CDP its throughputs in bytes per second", () => {
    expect(bytesPerSecond(1.6)).toBe(200_000);
    expect(bytesPerSecond(0.75)).toBe(93_750);
    expect(emulationOf(POOR_LINK)).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    expect(emulationOf(POOR_LINK, false).uploadThroughput).toBe(-1);
  });

  it("is described in the units people read", () => {
    expect(describeLink(POOR_LINK)).toBe("1.6 Mbit/s down, 0.75 Mbit/s up, 150 ms");
  });
});
