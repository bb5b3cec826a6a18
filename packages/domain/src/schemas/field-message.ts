import { currentLocale, isMessage, translate, type Message } from "../i18n/catalogue";
import { said } from "../messages";

/*
 * A schema's field message by key (issue 22): a zod error map that puts the Message it
 * says in its issue's params (`params.said`), where the server's answer shaping reads it
 * to translate it for the reader, and answers its text in the active language (English on
 * the server) as the issue's message, which the forms show. No sentence is looked up.
 */

/** The params of a zod check or schema whose issue says `message`. */
export interface FieldMessage {
  error: (issue: object) => string;
}

/** `message` as a zod check's or schema's params (see FieldMessage). */
export function fieldMessage(message: Message): FieldMessage {
  return {
    error(issue) {
      const raised = issue as { params?: Record<string, unknown> };
      // zod keeps every property of the raw issue it asked for its message.
      if (!isMessage(raised.params?.said)) raised.params = { ...raised.params, said: message };
      return translate(message, currentLocale());
    },
  };
}

/** The message and params of a custom issue a schema raises itself, saying `message`. */
export function issueSaying(message: Message): { message: string; params: { said: Message } } {
  return { message: translate(message, currentLocale()), params: { said: message } };
}

type FixedSentences<Section> = {
  [Key in keyof Section as Section[Key] extends Message ? Key : never]: FieldMessage;
};

function fixedSentences<Section extends object>(section: Section): FixedSentences<Section> {
  return Object.fromEntries(
    Object.entries(section).flatMap(([key, value]) =>
      isMessage(value) ? [[key, fieldMessage(value)]] : [],
    ),
  ) as FixedSentences<Section>;
}

/** The field messages of the catalogue's `validation` section that take no parameters. */
export const validation = fixedSentences(said.validation);
