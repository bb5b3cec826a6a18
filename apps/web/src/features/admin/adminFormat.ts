import { CURRENCY } from "@uplink/domain";
import { formatLocale } from "../../i18n/formats";

/** Euros in the user's locale, e.g. "€1,234.50" or "1.234,50 €". */
export function formatEuros(amount: number): string {
  return new Intl.NumberFormat(formatLocale(), { style: "currency", currency: CURRENCY }).format(
    amount,
  );
}

/** A percentage already scaled to 0–100, with at most one decimal, e.g. "12.5%". */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(formatLocale(), {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat(formatLocale()).format(count);
}

/** A moment in the user's locale, date and time, e.g. "4 Mar 2026, 11:00". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(formatLocale(), { dateStyle: "medium", timeStyle: "short" }).format(
        date,
      );
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
