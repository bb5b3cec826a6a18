import type { LanguageCorpus } from "../language-corpus";
import { englishBlindNine } from "./en";
import { germanBlindNine } from "./de";
import { frenchBlindNine } from "./fr";
import { spanishBlindNine } from "./es";
import { italianBlindNine } from "./it";
import { polishBlindNine } from "./pl";
import { portugueseBlindNine } from "./pt";
import { swedishBlindNine } from "./sv";
import { czechBlindNine } from "./cs";

export const blindNineByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindNine,
  de: germanBlindNine,
  fr: frenchBlindNine,
  es: spanishBlindNine,
  it: italianBlindNine,
  pl: polishBlindNine,
  pt: portugueseBlindNine,
  sv: swedishBlindNine,
  cs: czechBlindNine,
};
