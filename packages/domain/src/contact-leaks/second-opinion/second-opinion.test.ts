import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "../corpus/compile-first";
import { findContactDetails } from "../find-contact-details";
import { CONTACT_DETAILS_REMOVED } from "../types";
import {
  findContactDetailsWithSecondOpinion,
  redactContactDetailsWithSecondOpinion,
  SECOND_OPINION_THRESHOLDS,
  secondOpinion,
  withSecondOpinion,
} from "./second-opinion";

compileDetectorFirst();

const THRESHOLDS = { flag: 0.99, widen: 0.8 };
const texts = (findings: { text: string }[]) => findings.map((found) => found.text);

describe("what the detector reports once the model has spoken", () => {
  it("keeps the rules' findings when the model is not sure", () => {
    const text = "ruf an: 0151 2345678, der Rest 99";
    const rules = findContactDetails(text);
    expect(withSecondOpinion(text, rules, 0.5, THRESHOLDS)).toEqual(rules);
    expect(withSecondOpinion("Danke, bis morgen!", [], 0.98, THRESHOLDS)).toEqual([]);
  });

  it("redacts a message the rules found nothing in whole, without its outer blanks, when the model is sure", () => {
    expect(withSecondOpinion("  find me as SatDoktorHamburg \n", [], 0.995, THRESHOLDS)).toEqual([
      { kind: "phone", start: 2, end: 29, text: "find me as SatDoktorHamburg" },
    ]);
    expect(
      withSecondOpinion("write to jim on proton", [], 0.995, THRESHOLDS).map(({ kind }) => kind),
    ).toEqual(["phone"]);
    expect(
      withSecondOpinion("Insta: dish jim uk", [], 0.995, THRESHOLDS).map(({ kind }) => kind),
    ).toEqual(["messenger"]);
  });

  it("widens the rules' findings over every digit group when the model is sure, so a number given in pieces goes whole", () => {
    const text = "Anfang 0176 23 45, am Ende 678 und 90";
    const rules = [{ kind: "phone" as const, start: 7, end: 17, text: "0176 23 45" }];
    expect(texts(withSecondOpinion(text, rules, 0.9, THRESHOLDS))).toEqual([
      "0176 23 45, am Ende 678 und 90",
    ]);
    expect(texts(withSecondOpinion(text, rules, 0.7, THRESHOLDS))).toEqual(["0176 23 45"]);
  });

  it("does not widen over a lone digit or number word", () => {
    const text = "Flat 2, two floors, call 0151 2345678 after 5";
    const rules = findContactDetails(text);
    expect(texts(withSecondOpinion(text, rules, 0.9, THRESHOLDS))).toEqual(["0151 2345678"]);
  });
});

describe("the committed model", () => {
  it("flags a business to look up that the rules do not read, and the whole message is redacted", () => {
    // A name to search for, without quotes: the rules leave it (a German noun has capitals too).
    const text = "such mal bei Google nach Satelliten Huber Passau, dort gibts meine Nummer";
    expect(findContactDetails(text)).toEqual([]);
    expect(secondOpinion(text)).toBeGreaterThanOrEqual(SECOND_OPINION_THRESHOLDS.flag);
    expect(redactContactDetailsWithSecondOpinion(text).text).toBe(CONTACT_DETAILS_REMOVED);
  }, 60_000);

  it.each([
    "On TikTok it looked like a ten-minute job",
    "Hab eure Arbeiten auf Instagram gesehen, sehr sauber",
  ])("lets no model flag a message the rules read as talk about an app: %s", (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(withSecondOpinion(text, [], 1, SECOND_OPINION_THRESHOLDS)).toEqual([]);
  });

  it.each([
    "The dish is 60 cm and the cable 15 m, see you at 14:30",
    "Invoice 2026-0412 paid, thank you",
    "Firmware 4.2.18 is installed",
    "Can we do Thursday at 9? I'm off work then.",
    "",
  ])("leaves a clean message alone: %s", (text) => {
    expect(redactContactDetailsWithSecondOpinion(text)).toEqual({ text, findings: [] });
  });

  it("finds what the rules find", () => {
    const text = "call me on 0151 2345678";
    expect(texts(findContactDetailsWithSecondOpinion(text))).toEqual(
      texts(findContactDetails(text)),
    );
  });
});
