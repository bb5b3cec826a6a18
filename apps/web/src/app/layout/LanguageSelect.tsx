import { isLocale, LOCALE_NAMES, LOCALES } from "@uplink/domain";
import { useId, useSyncExternalStore } from "react";
import { changeLocale, getLocaleState, subscribeToLocaleState } from "../../i18n/locale";
import { useTranslation } from "../../i18n/useTranslation";
import classes from "./LanguageSelect.module.css";

/**
 * The language switcher: a native select, so it works with the keyboard and on phones
 * as people expect, each language named in itself (and marked with its `lang`, so a
 * screen reader reads it in that language). A choice switches the whole app once the
 * language's strings have loaded, is remembered in this browser and, signed in, saved
 * on the account (useSaveLocaleChoices). `withLabel` shows the label (Settings); the
 * header's select is named for screen readers only.
 */
export function LanguageSelect({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { requested } = useSyncExternalStore(
    subscribeToLocaleState,
    getLocaleState,
    getLocaleState,
  );

  const select = (
    <select
      id={id}
      className={classes.select}
      aria-label={withLabel ? undefined : t("language.label")}
      value={requested}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        changeLocale(locale, "choice").catch((error: unknown) => {
          console.warn(`The ${locale} strings could not load`, error);
        });
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
  if (!withLabel) return select;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {t("language.label")}
      </label>
      {select}
    </div>
  );
}
