import type { LanguageCorpus } from "../language-corpus";
import { englishBlindTen } from "./en";
import { germanBlindTen } from "./de";
import { frenchBlindTen } from "./fr";
import { spanishBlindTen } from "./es";
import { italianBlindTen } from "./it";
import { polishBlindTen } from "./pl";
import { portugueseBlindTen } from "./pt";
import { swedishBlindTen } from "./sv";
import { czechBlindTen } from "./cs";

export const blindTenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindTen,
  de: germanBlindTen,
  fr: frenchBlindTen,
  es: spanishBlindTen,
  it: italianBlindTen,
  pl: polishBlindTen,
  pt: portugueseBlindTen,
  sv: swedishBlindTen,
  cs: czechBlindTen,
};
