import { cloneElement, type ReactElement, type ReactNode } from "react";
import type { MessageKey } from "./i18n";
import { useTranslation } from "./useTranslation";

interface TransProps {
  i18nKey: MessageKey;
  /** The element each `<name>…</name>` of the message becomes, its text as children. */
  components: Record<string, ReactElement>;
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/** A message with elements inside it, e.g. links in a sentence: "agree to our <terms>Terms</terms>". */
export function Trans({ i18nKey, components }: TransProps) {
  const { t } = useTranslation();
  const message = t(i18nKey);
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(TAGGED)) {
    const [tagged, name = "", text] = match;
    nodes.push(message.slice(from, match.index));
    const component = components[name];
    nodes.push(component ? cloneElement(component, { key: nodes.length }, text) : tagged);
    from = match.index + tagged.length;
  }
  nodes.push(message.slice(from));
  return <>{nodes}</>;
}
