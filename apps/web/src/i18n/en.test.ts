import { describe, expect, it } from "vitest";
import en from "./en.json";
import shell from "./en.shell.json";
import { isPluralForms } from "../test/pluralForms";

/** Every message of en.json as a dotted key, e.g. "landing.hero.title"; plural forms are one message. */
function leafKeys(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === "string" || isPluralForms(value)
      ? [prefix + name]
      : leafKeys(value as object, `${prefix}${name}.`),
  );
}

const sources = import.meta.glob<string>(
  // Test helpers (src/test, an area's testing/) stub procedures whose paths look like keys;
  // the service worker (src/sw) shows no text and names the procedures it calls.
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**", "!../**/testing/**", "!../sw/**"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const catalogue = { ...shell, ...en };
const namespaces = Object.keys(catalogue);
const keyLiteral = /["']([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)["']/g;

/** String literals in the app's source that look like translation keys of one of en.json's namespaces. */
function keysUsedInSource(): Set<string> {
  const used = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, key] of source.matchAll(keyLiteral)) {
      if (key && namespaces.includes(key.split(".")[0] ?? "")) used.add(key);
    }
  }
  return used;
}

describe("en.shell.json and en.json", () => {
  const defined = new Set(leafKeys(catalogue));
  const used = keysUsedInSource();

  it("defines every key the source uses", () => {
    expect([...used].filter((key) => !defined.has(key))).toEqual([]);
  });

  it("holds no string the source never uses", () => {
    expect([...defined].filter((key) => !used.has(key))).toEqual([]);
  });

  it("share no section, so adding the screens' strings never replaces the first page's", () => {
    expect(Object.keys(shell).filter((section) => section in en)).toEqual([]);
  });
});
