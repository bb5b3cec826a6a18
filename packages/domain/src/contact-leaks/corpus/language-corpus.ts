import type { LeakingMessage } from "./leaking-messages";

/**
 * One language's chat messages: leaking ones with the parts a redaction must cover,
 * and clean ones that carry no contact details.
 */
export interface LanguageCorpus {
  leaking: LeakingMessage[];
  clean: string[];
}
