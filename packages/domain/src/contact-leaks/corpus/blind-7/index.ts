import type { LanguageCorpus } from "../language-corpus";
import { englishBlindSeven } from "./en";
import { germanBlindSeven } from "./de";
import { frenchBlindSeven } from "./fr";
import { spanishBlindSeven } from "./es";
import { italianBlindSeven } from "./it";
import { polishBlindSeven } from "./pl";
import { portugueseBlindSeven } from "./pt";
import { swedishBlindSeven } from "./sv";
import { czechBlindSeven } from "./cs";

export const blindSevenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindSeven,
  de: germanBlindSeven,
  fr: frenchBlindSeven,
  es: spanishBlindSeven,
  it: italianBlindSeven,
  pl: polishBlindSeven,
  pt: portugueseBlindSeven,
  sv: swedishBlindSeven,
  cs: czechBlindSeven,
};
