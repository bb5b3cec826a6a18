import { describe, expect, it } from "vitest";
import { allTrainingExamples } from "../../../scripts/contact-model-data";
import { trainContactModel } from "./train";
import { decodeWeights, encodeWeights, learnedWeights } from "./weights-codec";
import { CONTACT_MODEL_SCALE, CONTACT_MODEL_WEIGHTS } from "./weights";

// Training reads about ten thousand messages a dozen times: seconds, more on a loaded machine.
const TRAINING_TIMEOUT_MS = 180_000;
const MAX_COMMITTED_CHARACTERS = 200_000;

describe("the committed weights of the second opinion", () => {
  it(
    "are what scripts/train-contact-model.ts trains on the corpora and the unit tests' clean messages",
    async () => {
      const committed = learnedWeights(CONTACT_MODEL_SCALE, CONTACT_MODEL_WEIGHTS);
      const trained = trainContactModel(await allTrainingExamples());
      expect(committed.scale).toBe(trained.scale);
      expect(Array.from(committed.weights)).toEqual(Array.from(trained.weights));
    },
    TRAINING_TIMEOUT_MS,
  );

  it("stay small", () => {
    expect(CONTACT_MODEL_WEIGHTS.length).toBeLessThan(MAX_COMMITTED_CHARACTERS);
  });

  it("read back as written, negative and odd-length ones too", () => {
    for (const weights of [[1, -1, 32767, -32767, 0, 258], [7], [-300, 12]]) {
      expect(Array.from(decodeWeights(encodeWeights(Int16Array.from(weights))))).toEqual(weights);
    }
  });
});
