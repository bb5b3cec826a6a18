import type { LanguageCorpus } from "../language-corpus";
import { englishBlindTwelve } from "./en";
import { germanBlindTwelve } from "./de";
import { frenchBlindTwelve } from "./fr";
import { spanishBlindTwelve } from "./es";
import { italianBlindTwelve } from "./it";
import { polishBlindTwelve } from "./pl";
import { portugueseBlindTwelve } from "./pt";
import { swedishBlindTwelve } from "./sv";
import { czechBlindTwelve } from "./cs";

export const blindTwelveByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindTwelve,
  de: germanBlindTwelve,
  fr: frenchBlindTwelve,
  es: spanishBlindTwelve,
  it: italianBlindTwelve,
  pl: polishBlindTwelve,
  pt: portugueseBlindTwelve,
  sv: swedishBlindTwelve,
  cs: czechBlindTwelve,
};
