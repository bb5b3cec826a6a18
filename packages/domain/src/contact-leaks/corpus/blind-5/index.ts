import type { LanguageCorpus } from "../language-corpus";
import { englishBlindFive } from "./en";
import { germanBlindFive } from "./de";
import { frenchBlindFive } from "./fr";
import { spanishBlindFive } from "./es";
import { italianBlindFive } from "./it";
import { polishBlindFive } from "./pl";
import { portugueseBlindFive } from "./pt";
import { swedishBlindFive } from "./sv";
import { czechBlindFive } from "./cs";

export const blindFiveByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindFive,
  de: germanBlindFive,
  fr: frenchBlindFive,
  es: spanishBlindFive,
  it: italianBlindFive,
  pl: polishBlindFive,
  pt: portugueseBlindFive,
  sv: swedishBlindFive,
  cs: czechBlindFive,
};
