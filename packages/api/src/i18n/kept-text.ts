import type { JsonObject } from "@uplink/db";
import { inEnglish, isMessage, translate, type Locale, type Message } from "@uplink/domain";

/*
 * Text kept for others to read (activity lines, alerts' descriptions) is kept twice: by
 * key, as the Message it says, which each reader reads in their own language, and in
 * English, the SPEC's wording, for exports, older readers and the account deletion that
 * rewrites a name in it (which forgets the key: the rewritten English is then the line).
 */

/** The English text and the key of `said`, as their two columns keep them. */
export function keptText(said: Message): { text: string; said: JsonObject } {
  return { text: inEnglish(said), said: said as unknown as JsonObject };
}

/** Kept text in `locale`: by its key when it has one, else the text as it was written. */
export function readKeptText(text: string, said: JsonObject | null, locale: Locale): string {
  return isMessage(said) ? translate(said, locale) : text;
}

/** What kept text says, for a line that quotes it (an alert resolved): its key, or its text. */
export function keptMessage(text: string, said: JsonObject | null): Message | string {
  return isMessage(said) ? said : text;
}

/** The columns of an alert's description that says `said`. */
export function alertDescription(said: Message): {
  description: string;
  descriptionSaid: JsonObject;
} {
  const kept = keptText(said);
  return { description: kept.text, descriptionSaid: kept.said };
}
