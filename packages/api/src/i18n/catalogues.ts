import { registerCatalogue } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { es } from "@uplink/domain/locales/es";
import { fr } from "@uplink/domain/locales/fr";
import { it } from "@uplink/domain/locales/it";
import { pl } from "@uplink/domain/locales/pl";
import { installLocaleResolver } from "./request-locale";

/**
 * Makes the server speak every language: the domain's translations registered, and
 * the messages following the language of the request or mail at hand. At start, once
 * (again is harmless).
 */
export function speakEveryLanguage(): void {
  registerCatalogue("de", de);
  registerCatalogue("fr", fr);
  registerCatalogue("es", es);
  registerCatalogue("it", it);
  registerCatalogue("pl", pl);
  installLocaleResolver();
}
