import { bench, describe } from "vitest";
import { parseAddress } from "../src/address";
import { findContactDetails } from "../src/contact-leaks";
import { quoteInstallation } from "../src/quote";

/*
 * How long the text patterns take on hostile input (`pnpm --filter @uplink/domain bench`).
 * A benchmark, not a test: the tests beside the code assert the answers to the same input,
 * and timing is left out of them so that a busy machine never fails a build.
 */

const DIGITS = "1".repeat(80_000);
const ONE_HUNDRED_KB = 100_000;
const repeated = (unit: string) =>
  unit.repeat(Math.ceil(ONE_HUNDRED_KB / unit.length)).slice(0, ONE_HUNDRED_KB);

describe("quoteInstallation", () => {
  bench("a cable clause of 80,000 digits", () => {
    quoteInstallation({ description: `cable ${DIGITS}` });
  });
  bench("a cable clause of 80,000 digits ending in metres", () => {
    quoteInstallation({ description: `cable ${DIGITS} m` });
  });
  bench("a cable clause of 40,000 one-digit numbers", () => {
    quoteInstallation({ description: `cable ${"1 ".repeat(40_000)}` });
  });
});

describe("findContactDetails on 100 KB", () => {
  const inputs: Record<string, string> = {
    "digits and spaces": repeated("1 "),
    "digits and dots": repeated("1."),
    "bracketed digits": repeated("+(1) "),
    prices: repeated("€1"),
    "spelled dots": repeated("a punkt "),
    "spelled ats": repeated("a (at) b "),
    "email-like": repeated("a@a.a"),
    "domain labels": repeated("a-b."),
    references: repeated("order 1-"),
    "number words": repeated("zwei "),
    "Italian number words": repeated("trecentotrentatré "),
    "Spanish tens joined by y": repeated("treinta y cuatro "),
    "spelled ats in other languages": repeated("a arroba b chiocciola c małpa "),
    "spelled top-level domains": repeated("ab dot co "),
    "references with words between": repeated("Référence du support : "),
    "Polish messenger names": repeated("na WhatsAppie "),
    "messenger names": repeated("über WhatsApp "),
    "house numbers": repeated("straße 1 "),
  };
  for (const [name, text] of Object.entries(inputs)) {
    bench(name, () => {
      findContactDetails(text);
    });
  }
});

describe("parseAddress", () => {
  const groups = Array.from({ length: 20_000 }, () => "111").join(" ");
  bench("80 KB of digit groups and no city", () => {
    parseAddress(`Hauptstr. 1, ${groups} 1`);
  });
});
