import { LOCALES, type Locale } from "@uplink/domain";

/** The query parameter naming a page's language (the web app reads it too, i18n/locale.ts). */
export const LANGUAGE_PARAMETER = "lang";

/**
 * The public address of `page` in `locale` (`https://host/pricing?lang=de`), or, without
 * one, the address that answers in the visitor's own language (`https://host/pricing`,
 * hreflang `x-default`).
 */
export function pageUrl(publicUrl: string, page: string, locale: Locale | null): string {
  return `${publicUrl}${page}${locale === null ? "" : `?${LANGUAGE_PARAMETER}=${locale}`}`;
}

/** Each language's address of `page`, then `x-default`: what hreflang names. */
export function alternatesOf(
  publicUrl: string,
  page: string,
): readonly { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(publicUrl, page, locale) })),
    { hreflang: "x-default", href: pageUrl(publicUrl, page, null) },
  ];
}
