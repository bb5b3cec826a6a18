import type { Locale } from "./locales";

/**
 * A noun's forms for a count, one per plural category of Intl.PluralRules that the
 * language uses: English, German, Spanish and Italian name `one` and `other`; French
 * `one` (0 and 1, and what lies below 2) and `other`; Polish `one`, `few` (2-4, 22-24…),
 * `many` (0, 5-21, 25…) and `other` (fractions). A category a language leaves out is
 * written as `other`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Locale, Intl.PluralRules>();

/** The plural category of `count` in `locale`, by the Unicode CLDR rules of Intl.PluralRules. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The form of `forms` that `count` takes in `locale`. */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  return forms[pluralCategory(locale, count)] ?? forms.other;
}
