import { TimeRange, type Lead } from "@uplink/domain";
import { t, type MessageKey } from "../../i18n/i18n";
import { formatLocale } from "../../i18n/formats";

/** Euros as SPEC §2 writes them ('Value: €{value}'): whole euros bare, otherwise with cents. */
export function formatValue(value: number): string {
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(formatLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  }).format(value);
}

/** 'Value: €{value}' or 'Price: To be quoted' when the quote engine could not price it. */
export function valueText(value: Lead["value"]): string {
  return value === null
    ? t("leads.value.toBeQuoted")
    : t("leads.value.amount", { value: formatValue(value) });
}

/** "12 km away": a listed lead's straight-line distance, in whole kilometres. */
export function distanceText(distanceKm: number): string {
  const distance = new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: 0 }).format(
    distanceKm,
  );
  return t("dashboard.distanceAway", { distance });
}

export function formatDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(formatLocale(), { dateStyle: "medium" }).format(date);
}

/** The street is null for an installer who has not accepted the job: then postal code and city. */
export function formatAddress(address: Lead["address"]): string {
  const place = `${address.postalCode} ${address.city}`;
  return address.street === null ? place : `${address.street}, ${place}`;
}

const TIME_WINDOW_KEYS = {
  [TimeRange.MORNING]: "leads.timeWindows.morning",
  [TimeRange.AFTERNOON]: "leads.timeWindows.afternoon",
  [TimeRange.EVENING]: "leads.timeWindows.evening",
  [TimeRange.FLEXIBLE]: "leads.timeWindows.flexible",
} as const satisfies Record<TimeRange, MessageKey>;

/** The time of day the customer chose, e.g. 'Morning (8:00-12:00)'. */
export function timeWindowText(range: TimeRange): string {
  return t(TIME_WINDOW_KEYS[range]);
}
