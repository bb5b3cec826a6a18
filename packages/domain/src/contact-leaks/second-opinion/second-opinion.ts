import { findContactDetails } from "../find-contact-details";
import { isAnswerToSomeone, keepsItHere, onlyTalksAboutApps } from "../messengers";
import { CONTACT_DETAILS_REMOVED, type ContactFinding, type ContactKind } from "../types";
import { contactShapedExtent } from "./contact-shaped";
import { leakProbability, type LearnedWeights } from "./train";
import { learnedWeights } from "./weights-codec";
import { CONTACT_MODEL_SCALE, CONTACT_MODEL_WEIGHTS } from "./weights";

/*
 * A learned second opinion after the rules: a logistic regression over the message's
 * character n-grams and a few counts (features.ts), trained on every corpus and the unit
 * tests' clean messages (scripts/train-contact-model.ts). The rules go first; the model
 * adds a finding only where they found nothing, and otherwise may only widen theirs
 * (withSecondOpinion): it never removes one.
 *
 * What it redacts: a model says "this message leaks", not where. Rather than guess a span
 * and leave the rest of a number or an address readable, a message the model flags is
 * redacted whole, as one finding from its first to its last non-blank character; the
 * original still reaches the administrators in the leak alert. Its kind is the likeliest
 * one from what the message shows (an "@" or a spelled "at": email; a web address: url; a
 * messenger's name: messenger; otherwise phone).
 *
 * Server-side only (@uplink/domain/contact-screen): the weights are 44 KB, which the web
 * bundle does not need for a request form's preview (it imports the rules alone from
 * "@uplink/domain"); the server's redaction of that form may so be wider than its preview.
 */

/**
 * The model's probability above which a message the rules found nothing in is flagged,
 * chosen by cross-validation by writer (cross-validation.ts) so that false positives stay at
 * or below 2 % in every language of every held-out blind batch where the rules alone did
 * (0.95 added one or two false positives in seven of the 45 language-batches; with blind-6
 * in the folds, 0.993 added one in blind-3's German, 0.996 none there and one recall point
 * less in blind-5; with blind-7 and blind-8 in the folds too, 0.996 leaves at most one false
 * positive in 60 in every language of every batch). Widening changes no clean message's
 * fate, so its threshold is lower.
 */
export const SECOND_OPINION_THRESHOLDS: Thresholds = { flag: 0.996, widen: 0.8 };

/** How sure the model must be to flag a message the rules found nothing in, and to widen the rules' findings. */
export interface Thresholds {
  flag: number;
  widen: number;
}

// Beyond this, a message is read by its start: the features of a chat message, not a file.
const MODEL_READS_AT_MOST = 4000;

let model: LearnedWeights | undefined;

function committedModel(): LearnedWeights {
  model ??= learnedWeights(CONTACT_MODEL_SCALE, CONTACT_MODEL_WEIGHTS);
  return model;
}

/** The committed model's probability that a message leaks contact details. */
export function secondOpinion(text: string): number {
  return leakProbability(committedModel(), text.slice(0, MODEL_READS_AT_MOST));
}

function likelyKind(text: string): ContactKind {
  if (
    /@|(?<![\p{L}])(?:at|ät|arroba|chiocciola|małpa|malpa|zavináč|snabel)(?![\p{L}])/iu.test(text)
  ) {
    return "email";
  }
  if (/www|https?:|\.(?:com|de|fr|es|it|pl|pt|se|cz|uk|net|org)(?![\p{L}])/iu.test(text)) {
    return "url";
  }
  if (
    /(?<![\p{L}])(?:whats\s?app|telegram|signal|insta(?:gram)?|facebook|messenger|snap(?:chat)?|discord|threema|viber|skype|ig|fb|tg|wa)/iu.test(
      text,
    )
  ) {
    return "messenger";
  }
  return "phone";
}

/**
 * What the detector reports once the model has spoken: `rules` are the rules' findings,
 * `probability` the model's.
 * - The rules found nothing and the model is sure (at least `thresholds.flag`): one finding over
 *   the whole message, as the model cannot say where the details are; unless the message
 *   says it keeps the conversation on the platform.
 * - The rules found something and the model is sure (`thresholds.widen`): the rules' findings widened into one
 *   that runs from the first to the last contact-shaped part of the message (digits,
 *   number words, handles, addresses), so that the rest of a number given in pieces ("731
 *   … then 552 … and 087") goes with the piece the rules found.
 * - Otherwise, the rules' findings as they are.
 */
export function withSecondOpinion(
  text: string,
  rules: ContactFinding[],
  probability: number,
  thresholds: Thresholds,
): ContactFinding[] {
  if (text.trim() === "") return rules;
  if (rules.length === 0) {
    // "Someone asked for my WhatsApp, but I'm staying in the app": the rules read it as no
    // invitation, and a messenger's name alone must not tip the model over.
    // Nor a message the rules read as talk about an app ("saw your work on insta"), or as an
    // answer to someone in the conversation ("@Rui viu as fotos?").
    if (
      probability < thresholds.flag ||
      keepsItHere(text) ||
      onlyTalksAboutApps(text) ||
      isAnswerToSomeone(text)
    ) {
      return rules;
    }
    const start = text.length - text.trimStart().length;
    const end = text.trimEnd().length;
    return [{ kind: likelyKind(text), start, end, text: text.slice(start, end) }];
  }
  if (probability < thresholds.widen) return rules;
  const shaped = contactShapedExtent(text);
  const first = rules[0] as ContactFinding;
  const start = Math.min(first.start, shaped?.start ?? first.start);
  const end = Math.max(...rules.map((found) => found.end), shaped?.end ?? 0);
  return [{ kind: first.kind, start, end, text: text.slice(start, end) }];
}

/**
 * The rules' findings, with the committed model's second opinion (see withSecondOpinion).
 * `rules` are findContactDetails(text), passed by a caller that has them already.
 */
export function findContactDetailsWithSecondOpinion(
  text: string,
  rules: ContactFinding[] = findContactDetails(text),
): ContactFinding[] {
  if (text.trim() === "") return rules;
  return withSecondOpinion(text, rules, secondOpinion(text), SECOND_OPINION_THRESHOLDS);
}

/** As redactContactDetails, with the model's second opinion. */
export function redactContactDetailsWithSecondOpinion(text: string): {
  text: string;
  findings: ContactFinding[];
} {
  const findings = findContactDetailsWithSecondOpinion(text);
  let redacted = "";
  let cursor = 0;
  for (const found of findings) {
    redacted += text.slice(cursor, found.start) + CONTACT_DETAILS_REMOVED;
    cursor = found.end;
  }
  return { text: redacted + text.slice(cursor), findings };
}

/**
 * Has the second opinion read one message, which compiles the rules' patterns and its own
 * and decodes its weights; the server calls it while it starts (see compileContactScreen).
 */
export function compileSecondOpinion(): void {
  findContactDetailsWithSecondOpinion("warm-up: 0176 2345678, a.b@example.com, WhatsApp?");
}
