import { frenchHeldOut } from "../held-out/fr";
import { englishHeldOut } from "../held-out/en";
import { germanHeldOut } from "../held-out/de";
import { italianHeldOut } from "../held-out/it";
import { polishHeldOut } from "../held-out/pl";
import { spanishHeldOut } from "../held-out/es";
import type { LanguageCorpus } from "../language-corpus";
import { german } from "./de";
import { english } from "./en";
import { spanish } from "./es";
import { french } from "./fr";
import { italian } from "./it";
import { polish } from "./pl";

/** Per language: the corpus the detector was tuned on, and a batch written with it but never tuned on. */
export const corpusByLanguage: Record<string, { tuned: LanguageCorpus; heldOut: LanguageCorpus }> =
  {
    en: { tuned: english, heldOut: englishHeldOut },
    de: { tuned: german, heldOut: germanHeldOut },
    fr: { tuned: french, heldOut: frenchHeldOut },
    es: { tuned: spanish, heldOut: spanishHeldOut },
    it: { tuned: italian, heldOut: italianHeldOut },
    pl: { tuned: polish, heldOut: polishHeldOut },
  };
