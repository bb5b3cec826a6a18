import type { LanguageCorpus } from "../language-corpus";
import { englishBlindSix } from "./en";
import { germanBlindSix } from "./de";
import { frenchBlindSix } from "./fr";
import { spanishBlindSix } from "./es";
import { italianBlindSix } from "./it";
import { polishBlindSix } from "./pl";
import { portugueseBlindSix } from "./pt";
import { swedishBlindSix } from "./sv";
import { czechBlindSix } from "./cs";

export const blindSixByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindSix,
  de: germanBlindSix,
  fr: frenchBlindSix,
  es: spanishBlindSix,
  it: italianBlindSix,
  pl: polishBlindSix,
  pt: portugueseBlindSix,
  sv: swedishBlindSix,
  cs: czechBlindSix,
};
