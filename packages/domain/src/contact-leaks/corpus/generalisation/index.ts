import type { GeneralisationBatch, UntranslatedBatch } from "./batch";
import { czech } from "./cs";
import { germanBatch } from "./de";
import { englishBatch } from "./en";
import { spanishBatch } from "./es";
import { frenchBatch } from "./fr";
import { italianBatch } from "./it";
import { otherLanguagesTuning } from "./other-languages";
import { polishBatch } from "./pl";
import { portuguese } from "./pt";
import { swedish } from "./sv";

/** The six translated languages. */
export const batchByLanguage: Record<string, GeneralisationBatch> = {
  en: englishBatch,
  de: germanBatch,
  fr: frenchBatch,
  es: spanishBatch,
  it: italianBatch,
  pl: polishBatch,
};

/** Languages the platform does not translate, never given a tuning round of their own. */
export const untranslatedByLanguage: Record<string, UntranslatedBatch> = {
  pt: portuguese,
  sv: swedish,
  cs: czech,
};

/** Other languages the platform does not translate, for tuning towards Europe's languages in general. */
export { otherLanguagesTuning };
