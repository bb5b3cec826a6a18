import type { LanguageCorpus } from "../language-corpus";
import { englishBlindFourteen } from "./en";
import { germanBlindFourteen } from "./de";
import { frenchBlindFourteen } from "./fr";
import { spanishBlindFourteen } from "./es";
import { italianBlindFourteen } from "./it";
import { polishBlindFourteen } from "./pl";
import { portugueseBlindFourteen } from "./pt";
import { swedishBlindFourteen } from "./sv";
import { czechBlindFourteen } from "./cs";

export const blindFourteenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindFourteen,
  de: germanBlindFourteen,
  fr: frenchBlindFourteen,
  es: spanishBlindFourteen,
  it: italianBlindFourteen,
  pl: polishBlindFourteen,
  pt: portugueseBlindFourteen,
  sv: swedishBlindFourteen,
  cs: czechBlindFourteen,
};
