/**
 * Scores the contact-leak detector on a corpus module: recall and false positives per
 * language. The module exports a `Record<string, LanguageCorpus>` (by language code),
 * named by `--export` or else the first export that has that shape.
 *
 *   apps/server/node_modules/.bin/tsx packages/domain/scripts/score-corpus.ts <module.ts> [--export name] [--list]
 *
 * `--list` lists each miss and flagged clean message: only for a batch being tuned on,
 * never for one that is scored blind.
 */
import type { LanguageCorpus } from "../src/contact-leaks/corpus/language-corpus";
import { scoreReport } from "../src/contact-leaks/corpus/scoring";

// domain is compiled without Node types; tsx runs this script in Node all the same.
declare const process: { argv: string[]; cwd(): string };
declare const console: { log(message: string): void };

function isLanguageCorpus(value: unknown): value is LanguageCorpus {
  if (typeof value !== "object" || value === null) return false;
  const { leaking, clean } = value as Partial<LanguageCorpus>;
  return Array.isArray(leaking) && Array.isArray(clean);
}

function isCorpusByLanguage(value: unknown): value is Record<string, LanguageCorpus> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(isLanguageCorpus)
  );
}

async function main(args: string[]): Promise<void> {
  const list = args.includes("--list");
  const exportIndex = args.indexOf("--export");
  const exportName = exportIndex >= 0 ? args[exportIndex + 1] : undefined;
  const modulePath = args.find(
    (arg, index) => !arg.startsWith("--") && (exportIndex < 0 || index !== exportIndex + 1),
  );
  if (!modulePath) {
    throw new Error(
      "usage: score-corpus.ts <module exporting Record<string, LanguageCorpus>> [--export name] [--list]",
    );
  }
  const exports = (await import(new URL(modulePath, `file://${process.cwd()}/`).href)) as Record<
    string,
    unknown
  >;
  const corpora = exportName
    ? exports[exportName]
    : Object.values(exports).find(isCorpusByLanguage);
  if (!isCorpusByLanguage(corpora)) {
    throw new Error(
      `${modulePath} exports no Record<string, LanguageCorpus>${exportName ? ` named ${exportName}` : ""}`,
    );
  }
  console.log(scoreReport(corpora, { listMistakes: list }));
}

await main(process.argv.slice(2));
