import type { LanguageCorpus } from "../language-corpus";
import { czechBlindTwo } from "./cs";
import { germanBlindTwo } from "./de";
import { englishBlindTwo } from "./en";
import { spanishBlindTwo } from "./es";
import { frenchBlindTwo } from "./fr";
import { italianBlindTwo } from "./it";
import { polishBlindTwo } from "./pl";
import { portugueseBlindTwo } from "./pt";
import { swedishBlindTwo } from "./sv";

/** The second blind corpus, by language code: the six translated languages and three untranslated ones. */
export const blindTwoByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindTwo,
  de: germanBlindTwo,
  fr: frenchBlindTwo,
  es: spanishBlindTwo,
  it: italianBlindTwo,
  pl: polishBlindTwo,
  pt: portugueseBlindTwo,
  sv: swedishBlindTwo,
  cs: czechBlindTwo,
};
