import type { LanguageCorpus } from "../language-corpus";
import { englishBlindFifteen } from "./en";
import { germanBlindFifteen } from "./de";
import { frenchBlindFifteen } from "./fr";
import { spanishBlindFifteen } from "./es";
import { italianBlindFifteen } from "./it";
import { polishBlindFifteen } from "./pl";
import { portugueseBlindFifteen } from "./pt";
import { swedishBlindFifteen } from "./sv";
import { czechBlindFifteen } from "./cs";

export const blindFifteenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindFifteen,
  de: germanBlindFifteen,
  fr: frenchBlindFifteen,
  es: spanishBlindFifteen,
  it: italianBlindFifteen,
  pl: polishBlindFifteen,
  pt: portugueseBlindFifteen,
  sv: swedishBlindFifteen,
  cs: czechBlindFifteen,
};
