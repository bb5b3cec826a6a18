import type { LeakingMessage } from "../leaking-messages";
import type { LanguageCorpus } from "../language-corpus";

/**
 * One language's batches. `tuning` was written in rounds the detector was improved on;
 * `openedHeldOut` was written with the first round, before the detector was changed,
 * and `openedLaterBatches` and then `heldOut` one after the other once the one before
 * had been tuned on: each was held out until its score was recorded, then opened and
 * tuned on (`heldOut`, the last, on 2026-12-06).
 */
export interface GeneralisationBatch {
  tuning: LanguageCorpus;
  openedHeldOut: LanguageCorpus;
  openedLaterBatches: LanguageCorpus[];
  heldOut: LanguageCorpus;
}

/** A language the platform does not translate: no tuning round of its own. */
export type UntranslatedBatch = Omit<GeneralisationBatch, "tuning">;

/** A leaking message and the parts of it a redaction must cover. */
export function leak(text: string, ...leaked: string[]): LeakingMessage {
  return { text, leaked };
}
