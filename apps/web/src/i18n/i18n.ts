import shellMessages from "./en.shell.json";
import type screenMessages from "./en.json";

/**
 * The app's translations: English strings looked up by dotted key, with `{{name}}`
 * placeholders. en.shell.json holds what the landing route shows (header, landing
 * page, not-found and error screens, toast region) and ships with the first page;
 * en.json holds every other screen's strings and arrives with the first screen that
 * needs them (see app/runtime/lazyWithRuntime.tsx). The two share no top-level section.
 */
export type Messages = typeof shellMessages & typeof screenMessages;

/** Every dotted path to a string, e.g. "landing.hero.title". */
type LeafKeys<Node> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? Name
    : `${Name}.${LeafKeys<Node[Name]>}`;
}[keyof Node & string];

export type MessageKey = LeafKeys<Messages>;

/** What fills a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number | undefined>;

const catalogue: Record<string, unknown> = { ...shellMessages };
let onMissingKey: ((key: string) => void) | null = null;

/** Adds a catalogue's sections, once their strings have loaded. */
export function addMessages(sections: Record<string, unknown>): void {
  Object.assign(catalogue, sections);
}

/** Tells `listener` about every key looked up but not (yet) loaded; tests fail on any. */
export function reportMissingKeys(listener: ((key: string) => void) | null): void {
  onMissingKey = listener;
}

function lookUp(key: string): unknown {
  let node: unknown = catalogue;
  for (const name of key.split(".")) {
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[name]
        : undefined;
  }
  return node;
}

/**
 * The message at `key` with its placeholders filled; an unknown key reads as itself.
 * A value left out fills its placeholder with nothing. React escapes the result.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = lookUp(key);
  if (typeof message !== "string") {
    onMissingKey?.(key);
    return key;
  }
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export type TFunction = typeof t;
