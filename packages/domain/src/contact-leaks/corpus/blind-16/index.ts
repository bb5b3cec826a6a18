import type { LanguageCorpus } from "../language-corpus";
import { englishBlindSixteen } from "./en";
import { germanBlindSixteen } from "./de";
import { frenchBlindSixteen } from "./fr";
import { spanishBlindSixteen } from "./es";
import { italianBlindSixteen } from "./it";
import { polishBlindSixteen } from "./pl";
import { portugueseBlindSixteen } from "./pt";
import { swedishBlindSixteen } from "./sv";
import { czechBlindSixteen } from "./cs";

export const blindSixteenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindSixteen,
  de: germanBlindSixteen,
  fr: frenchBlindSixteen,
  es: spanishBlindSixteen,
  it: italianBlindSixteen,
  pl: polishBlindSixteen,
  pt: portugueseBlindSixteen,
  sv: swedishBlindSixteen,
  cs: czechBlindSixteen,
};
