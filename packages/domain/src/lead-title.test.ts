import { describe, expect, it } from "vitest";
import { leadTitle } from "./lead-title";

describe("leadTitle", () => {
  it("names the city as the specification words it", () => {
    expect(leadTitle("Berlin")).toBe("Starlink Installation in Berlin");
  });

  it("trims the city", () => {
    expect(leadTitle("  München ")).toBe("Starlink Installation in München");
  });
});
