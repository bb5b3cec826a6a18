import type { LanguageCorpus } from "../language-corpus";
import { englishBlindFour } from "./en";
import { germanBlindFour } from "./de";
import { frenchBlindFour } from "./fr";
import { spanishBlindFour } from "./es";
import { italianBlindFour } from "./it";
import { polishBlindFour } from "./pl";
import { portugueseBlindFour } from "./pt";
import { swedishBlindFour } from "./sv";
import { czechBlindFour } from "./cs";

export const blindFourByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindFour,
  de: germanBlindFour,
  fr: frenchBlindFour,
  es: spanishBlindFour,
  it: italianBlindFour,
  pl: polishBlindFour,
  pt: portugueseBlindFour,
  sv: swedishBlindFour,
  cs: czechBlindFour,
};
