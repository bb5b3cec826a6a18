import type { LanguageCorpus } from "../language-corpus";
import { englishBlindThree } from "./en";
import { germanBlindThree } from "./de";
import { frenchBlindThree } from "./fr";
import { spanishBlindThree } from "./es";
import { italianBlindThree } from "./it";
import { polishBlindThree } from "./pl";
import { portugueseBlindThree } from "./pt";
import { swedishBlindThree } from "./sv";
import { czechBlindThree } from "./cs";

/** Third blind corpus, keyed by language code. */
export const blindThreeByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindThree,
  de: germanBlindThree,
  fr: frenchBlindThree,
  es: spanishBlindThree,
  it: italianBlindThree,
  pl: polishBlindThree,
  pt: portugueseBlindThree,
  sv: swedishBlindThree,
  cs: czechBlindThree,
};
