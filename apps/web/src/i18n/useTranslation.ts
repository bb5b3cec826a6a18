import { t, type TFunction } from "./i18n";

const translation: { t: TFunction } = { t };

/** The translate function for a component: `const { t } = useTranslation();`. */
export function useTranslation(): { t: TFunction } {
  return translation;
}
