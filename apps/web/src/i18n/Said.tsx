import { translate, type Message } from "@uplink/domain";
import { useTranslation } from "./useTranslation";

/**
 * A message of the domain's catalogue, by key and parameters (a schema's field message),
 * written in the active language, and again in a new one when it changes. No sentence is
 * looked up: what the message says is its key.
 */
export function Said({ message }: { message: Message }) {
  const { locale } = useTranslation();
  return translate(message, locale);
}
