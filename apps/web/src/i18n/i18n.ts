import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";

export const defaultNS = "translation";

/** Adding a language is adding its JSON file here. */
export const resources = {
  en: { [defaultNS]: en },
} as const;

/** The app's own i18next instance, initialised synchronously so the first render is already translated. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  defaultNS,
  resources,
  initAsync: false,
  // React already escapes rendered text.
  interpolation: { escapeValue: false },
});
