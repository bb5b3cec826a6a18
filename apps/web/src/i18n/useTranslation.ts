import type { Locale } from "@uplink/domain";
import { useSyncExternalStore } from "react";
import { activeLocale, subscribeToLocale, t, type TFunction } from "./i18n";

/**
 * The translate function for a component: `const { t } = useTranslation();`. The
 * component renders again when the language changes, so all of its text — `t`, the
 * formats of locale.ts, the domain's `messages` — follows at once.
 */
export function useTranslation(): { t: TFunction; locale: Locale } {
  const locale = useSyncExternalStore(subscribeToLocale, activeLocale, activeLocale);
  return { t, locale };
}
