import type { LanguageCorpus } from "../language-corpus";
import { englishBlindEleven } from "./en";
import { germanBlindEleven } from "./de";
import { frenchBlindEleven } from "./fr";
import { spanishBlindEleven } from "./es";
import { italianBlindEleven } from "./it";
import { polishBlindEleven } from "./pl";
import { portugueseBlindEleven } from "./pt";
import { swedishBlindEleven } from "./sv";
import { czechBlindEleven } from "./cs";

export const blindElevenByLanguage: Record<string, LanguageCorpus> = {
  en: englishBlindEleven,
  de: germanBlindEleven,
  fr: frenchBlindEleven,
  es: spanishBlindEleven,
  it: italianBlindEleven,
  pl: polishBlindEleven,
  pt: portugueseBlindEleven,
  sv: swedishBlindEleven,
  cs: czechBlindEleven,
};
