/**
 * Trains the contact-leak detector's second opinion (src/contact-leaks/second-opinion) on
 * every corpus in the repository and the unit tests' clean messages, deterministically.
 *
 *   apps/server/node_modules/.bin/tsx packages/domain/scripts/train-contact-model.ts --write
 *       writes src/contact-leaks/second-opinion/weights.ts
 *   … train-contact-model.ts --cross-validate
 *       prints recall and false positives per blind batch and language, rules alone and
 *       rules with the model, each batch scored by a model trained without it
 *   … train-contact-model.ts --timing
 *       prints µs per message over the corpora, rules alone and with the model
 *
 * weights.test.ts checks that the committed weights are what this script writes.
 */
import { findContactDetails } from "../src/contact-leaks/find-contact-details";
import { foldScores, heldOutMessages } from "../src/contact-leaks/second-opinion/cross-validation";
import { findContactDetailsWithSecondOpinion } from "../src/contact-leaks/second-opinion/second-opinion";
import { SECOND_OPINION_THRESHOLDS } from "../src/contact-leaks/second-opinion/second-opinion";
import { trainContactModel } from "../src/contact-leaks/second-opinion/train";
import { weightsModule } from "../src/contact-leaks/second-opinion/weights-codec";
import { allTrainingExamples } from "./contact-model-data";

// domain is compiled without Node types; tsx runs this script in Node all the same.
declare const process: { argv: string[] };
declare const console: { log(message: string): void };
declare const performance: { now(): number };

interface FileSystem {
  writeFileSync(path: URL, text: string): void;
}

const WEIGHTS = new URL("../src/contact-leaks/second-opinion/weights.ts", import.meta.url);
const pct = (rate: number) => (rate * 100).toFixed(1).padStart(5);

/** The committed module's source: what `--write` writes, and what weights.test.ts compares. */
export async function trainedWeightsModule(): Promise<string> {
  const examples = await allTrainingExamples();
  const leaking = examples.filter((example) => example.leaks).length;
  return weightsModule(
    trainContactModel(examples),
    `${examples.length} messages, ${leaking} leaking`,
  );
}

async function crossValidate(): Promise<void> {
  const scores = foldScores(
    heldOutMessages(await allTrainingExamples()),
    SECOND_OPINION_THRESHOLDS,
  );
  console.log(
    `held-out batch, language: recall rules → rules+model, false positives rules → rules+model (model flags at ${SECOND_OPINION_THRESHOLDS.flag}, widens at ${SECOND_OPINION_THRESHOLDS.widen})`,
  );
  for (const score of scores) {
    console.log(
      `${score.batch.padEnd(8)} ${score.language}  recall ${pct(score.rulesRecall)} → ${pct(score.recall)}  false positives ${pct(score.rulesFalsePositives)} → ${pct(score.falsePositives)}  (${score.leaking} leaking, ${score.clean} clean)`,
    );
  }
}

function microsecondsPerMessage(texts: readonly string[], find: (text: string) => unknown): number {
  const rounds = 5;
  for (const text of texts) find(text);
  const start = performance.now();
  for (let round = 0; round < rounds; round++) for (const text of texts) find(text);
  return ((performance.now() - start) * 1000) / (rounds * texts.length);
}

async function timing(): Promise<void> {
  const texts = (await allTrainingExamples()).map((example) => example.text);
  const rules = microsecondsPerMessage(texts, findContactDetails);
  const both = microsecondsPerMessage(texts, findContactDetailsWithSecondOpinion);
  console.log(
    `${texts.length} messages: rules ${rules.toFixed(1)} µs per message, rules + second opinion ${both.toFixed(1)} µs`,
  );
}

const args = process.argv.slice(2);
if (args.includes("--write")) {
  const fs = (await import("node:" + "fs")) as FileSystem;
  fs.writeFileSync(WEIGHTS, await trainedWeightsModule());
  console.log(`wrote ${WEIGHTS.pathname}`);
}
if (args.includes("--cross-validate")) await crossValidate();
if (args.includes("--timing")) await timing();
