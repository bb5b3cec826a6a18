import type { ReactNode } from "react";
import type { MessageValues, TextKey } from "./i18n";
import { useTranslation } from "./useTranslation";

/** What fills a message's placeholders, or how to work them out in the language shown. */
type WordedValues = MessageValues | (() => MessageValues);

interface WordedProps {
  message: TextKey;
  /** A function when a value is formatted for the language too (an amount, a date). */
  values?: WordedValues | undefined;
}

/**
 * A message of the web's catalogue kept by key, not as a sentence: written in the active
 * language when it renders, and again in a new one when it changes (issue 22). For what a
 * component keeps to show later, such as a form's field check, which Mantine keeps in its
 * state.
 */
export function Worded({ message, values }: WordedProps) {
  const { t } = useTranslation();
  return t(message, typeof values === "function" ? values() : values);
}

/** A field's check of the web's catalogue as a Mantine form rule answers it (see Worded). */
export function wordedError(message: TextKey, values?: WordedValues): ReactNode {
  return <Worded message={message} values={values} />;
}
