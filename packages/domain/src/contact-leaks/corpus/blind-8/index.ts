import type { LanguageCorpus } from "../language-corpus";
import { englishBlindEight } from "./en";
import { germanBlindEight } from "./de";
import { frenchBlindEight } from "./fr";
import { spanishBlindEight } from "./es";
import { italianBlindEight } from "./it";
import { polishBlindEight } from "./pl";
import { portugueseBlindEight } from "./pt";
import { swedishBlindEight } from "./sv";
import { czechBlindEight } from "./cs";

export const blindEightByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindEight,
  de: germanBlindEight,
  fr: frenchBlindEight,
  es: spanishBlindEight,
  it: italianBlindEight,
  pl: polishBlindEight,
  pt: portugueseBlindEight,
  sv: swedishBlindEight,
  cs: czechBlindEight,
};
