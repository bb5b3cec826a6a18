import type { LanguageCorpus } from "../language-corpus";
import { englishBlindSeventeen } from "./en";
import { germanBlindSeventeen } from "./de";
import { frenchBlindSeventeen } from "./fr";
import { spanishBlindSeventeen } from "./es";
import { italianBlindSeventeen } from "./it";
import { polishBlindSeventeen } from "./pl";
import { portugueseBlindSeventeen } from "./pt";
import { swedishBlindSeventeen } from "./sv";
import { czechBlindSeventeen } from "./cs";

export const blindSeventeenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindSeventeen,
  de: germanBlindSeventeen,
  fr: frenchBlindSeventeen,
  es: spanishBlindSeventeen,
  it: italianBlindSeventeen,
  pl: polishBlindSeventeen,
  pt: portugueseBlindSeventeen,
  sv: swedishBlindSeventeen,
  cs: czechBlindSeventeen,
};
