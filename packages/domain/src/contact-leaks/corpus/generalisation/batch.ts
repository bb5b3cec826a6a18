import type { LeakingMessage } from "../leaking-messages";
import type { LanguageCorpus } from "../language-corpus";

/**
 * A batch of one language written before the detector was changed to generalise: a
 * tuning half the detector may be improved on, and a held-out half whose misses are
 * never listed, only scored.
 */
export interface GeneralisationBatch {
  tuning: LanguageCorpus;
  heldOut: LanguageCorpus;
}

/** A leaking message and the parts of it a redaction must cover. */
export function leak(text: string, ...leaked: string[]): LeakingMessage {
  return { text, leaked };
}
