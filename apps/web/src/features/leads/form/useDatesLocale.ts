import type { Locale } from "@uplink/domain";
import { useEffect, useReducer } from "react";
import { useTranslation } from "../../../i18n/useTranslation";

// dayjs's month and day names for Mantine's date pickers, each loaded when first needed.
const dayjsLocales: Record<Exclude<Locale, "en">, () => Promise<unknown>> = {
  de: () => import("dayjs/locale/de"),
  fr: () => import("dayjs/locale/fr"),
  es: () => import("dayjs/locale/es"),
  it: () => import("dayjs/locale/it"),
  pl: () => import("dayjs/locale/pl"),
};

const loaded = new Set<Locale>(["en"]);

/**
 * The language of the date pickers (DatesProvider's `locale`): the active one once dayjs
 * has its names, which load in a moment; English until then.
 */
export function useDatesLocale(): Locale {
  const { locale } = useTranslation();
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (locale === "en" || loaded.has(locale)) return;
    let current = true;
    dayjsLocales[locale]()
      .then(() => {
        loaded.add(locale);
        if (current) loadedOne();
      })
      .catch((error: unknown) => console.warn(`The ${locale} date names could not load`, error));
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded.has(locale) ? locale : "en";
}
