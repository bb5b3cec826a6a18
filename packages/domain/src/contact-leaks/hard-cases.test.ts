import { describe, expect, it } from "vitest";
import { heldBackByLanguage } from "./corpus/hard-cases/held-back";
import { tunedHardCasesByLanguage } from "./corpus/hard-cases/tuned";
import { writtenLastByLanguage } from "./corpus/hard-cases/written-last";
import {
  expectTunedScore as expectGoalsMet,
  MAX_FALSE_POSITIVE_RATE,
  MIN_RECALL,
} from "./corpus/expect-goals";
import { corpusMistakes } from "./corpus/scoring";

describe("the hard cases tuned on", () => {
  it("name only parts that occur in their messages, and repeat no message", () => {
    expect(
      corpusMistakes([
        ...Object.values(tunedHardCasesByLanguage),
        ...Object.values(heldBackByLanguage),
        ...Object.values(writtenLastByLanguage),
      ]),
    ).toEqual([]);
  });

  it.each(Object.entries(tunedHardCasesByLanguage))(
    `in %s: at least ${MIN_RECALL * 100} % of the leaks caught, at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages flagged`,
    (language, corpus) => expectGoalsMet(`${language} hard cases`, corpus),
  );
});

// Each held back until the tuning before it was done; their scores then are recorded in
// held-back.ts and written-last.ts.
describe.each([
  ["held back", heldBackByLanguage],
  ["written last", writtenLastByLanguage],
])("the hard cases %s, then opened", (name, byLanguage) => {
  it.each(Object.entries(byLanguage))(
    `in %s: at least ${MIN_RECALL * 100} % of the leaks caught, at most ${MAX_FALSE_POSITIVE_RATE * 100} % of clean messages flagged`,
    (language, corpus) => expectGoalsMet(`${language} hard cases ${name}`, corpus),
  );
});
