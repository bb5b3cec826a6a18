import { findContactDetails } from "../find-contact-details";
import type { ContactFinding } from "../types";
import { withSecondOpinion, type Thresholds } from "./second-opinion";
import { BLIND_BATCHES, type Example } from "./training-data";
import { leakProbability, trainContactModel, TRAINING, type TrainingOptions } from "./train";

/*
 * Cross-validation by writer: each blind batch, written by one person who never read the
 * detector, is scored by a model trained on everything else. The rules were tuned on all
 * of them by now (blind, blind-2 and blind-4 were opened early; blind-3, blind-5 and blind-6
 * once blind-6 had been scored, for the classes of mistakes their misses showed), so only
 * the model's share is held out: the rules' scores are what a tuned-on batch shows.
 */

export interface HeldOutMessage extends Example {
  rules: ContactFinding[];
  /** The probability given by a model trained without this message's batch. */
  probability: number;
}

/** The messages of the given blind batches (all by default), each with a model's probability trained without its batch. */
export function heldOutMessages(
  examples: readonly Example[],
  batches: readonly string[] = Object.keys(BLIND_BATCHES),
  options: TrainingOptions = TRAINING,
): HeldOutMessage[] {
  return batches.flatMap((batch) => {
    const model = trainContactModel(
      examples.filter((example) => example.batch !== batch),
      options,
    );
    return examples
      .filter((example) => example.batch === batch)
      .map((example) => ({
        ...example,
        rules: findContactDetails(example.text),
        probability: leakProbability(model, example.text),
      }));
  });
}

function covers(findings: ContactFinding[], text: string, part: string): boolean {
  const start = text.indexOf(part);
  return findings.some((found) => found.start <= start && found.end >= start + part.length);
}

function isRight(message: HeldOutMessage, findings: ContactFinding[]): boolean {
  return message.leaks
    ? message.leaked.every((part) => covers(findings, message.text, part))
    : findings.length === 0;
}

export interface FoldScore {
  batch: string;
  language: string;
  leaking: number;
  clean: number;
  rulesRecall: number;
  rulesFalsePositives: number;
  recall: number;
  falsePositives: number;
}

/** Recall and false positives per batch and language, rules alone and with the model's second opinion. */
export function foldScores(
  messages: readonly HeldOutMessage[],
  thresholds: Thresholds,
): FoldScore[] {
  const groups = new Map<string, HeldOutMessage[]>();
  for (const message of messages) {
    const key = `${message.batch} ${message.language}`;
    groups.set(key, [...(groups.get(key) ?? []), message]);
  }
  return [...groups.values()].map((group) => {
    const leaking = group.filter((message) => message.leaks);
    const clean = group.filter((message) => !message.leaks);
    const rulesRight = (message: HeldOutMessage) => isRight(message, message.rules);
    const bothRight = (message: HeldOutMessage) =>
      isRight(
        message,
        withSecondOpinion(message.text, message.rules, message.probability, thresholds),
      );
    const first = group[0] as HeldOutMessage;
    return {
      batch: first.batch,
      language: first.language,
      leaking: leaking.length,
      clean: clean.length,
      rulesRecall: leaking.filter(rulesRight).length / leaking.length,
      rulesFalsePositives: clean.filter((message) => !rulesRight(message)).length / clean.length,
      recall: leaking.filter(bothRight).length / leaking.length,
      falsePositives: clean.filter((message) => !bothRight(message)).length / clean.length,
    };
  });
}
