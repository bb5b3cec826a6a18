import type { LanguageCorpus } from "../language-corpus";
import { englishBlindThirteen } from "./en";
import { germanBlindThirteen } from "./de";
import { frenchBlindThirteen } from "./fr";
import { spanishBlindThirteen } from "./es";
import { italianBlindThirteen } from "./it";
import { polishBlindThirteen } from "./pl";
import { portugueseBlindThirteen } from "./pt";
import { swedishBlindThirteen } from "./sv";
import { czechBlindThirteen } from "./cs";

export const blindThirteenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindThirteen,
  de: germanBlindThirteen,
  fr: frenchBlindThirteen,
  es: spanishBlindThirteen,
  it: italianBlindThirteen,
  pl: polishBlindThirteen,
  pt: portugueseBlindThirteen,
  sv: swedishBlindThirteen,
  cs: czechBlindThirteen,
};
