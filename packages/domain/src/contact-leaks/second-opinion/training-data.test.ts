import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "../corpus/compile-first";
import { unitTestHardNegatives } from "../../../scripts/contact-model-data";
import { findContactDetailsWithSecondOpinion } from "./second-opinion";
import { hardNegativesIn } from "./hard-negatives";

compileDetectorFirst();

describe("the unit tests' clean messages", () => {
  it("are read from tables and calls that assert nothing is found, not from other assertions", () => {
    const source = `
      it.each(["Firmware 3.12.1044", "Invoice INV-2024-118734"])("leaves %s alone", (text) => {
        expect(found(text)).toEqual([]);
      });
      it.each(["Mail an anna@gmx.de"])("is no handle: %s", (text) => {
        expect(found(text).filter((f) => f.startsWith("messenger"))).toEqual([]);
      });
      it.each(["call 0151 2345678"])("finds %s", (text) => {
        expect(found(text)).toEqual(["phone: 0151 2345678"]);
      });
      it("leaves a date", () => {
        expect(findContactDetails("am 12.03.2025 um 14:30")).toEqual([]);
      });
      it("returns a clean message unchanged", () => {
        const text = "Order #1234-5678 kam an";
        expect(redactContactDetails(text)).toEqual({ text, findings: [] });
      });
    `;
    expect(hardNegativesIn("example.test.ts", source)).toEqual([
      "Firmware 3.12.1044",
      "Invoice INV-2024-118734",
      "am 12.03.2025 um 14:30",
      "Order #1234-5678 kam an",
    ]);
  });

  it(
    "are found in the detector's tests, and the second opinion flags none of them",
    async () => {
      const negatives = await unitTestHardNegatives();
      expect(negatives.length).toBeGreaterThan(100);
      expect(negatives).toContain(
        "Order #1234-5678 kam an, Termin 2025-03-12 zwischen 8-12 Uhr passt.",
      );
      expect(
        negatives.filter((text) => findContactDetailsWithSecondOpinion(text).length > 0),
      ).toEqual([]);
    },
    // The first message read compiles every pattern of the detector: seconds on a loaded machine.
    60_000,
  );
});
