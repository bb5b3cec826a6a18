import {
  QUOTE_BASE_FEE,
  QUOTE_SURCHARGES,
  STANDARD_CABLE_METRES,
  type QuoteLine,
} from "@uplink/domain";
import { t, type MessageKey } from "../../../i18n/i18n";

const SURCHARGE_KEYS: Partial<Record<string, MessageKey>> = {
  groundMount: "leads.quote.groundMount",
  roofMount: "leads.quote.roofMount",
  wallMount: "leads.quote.wallMount",
  poleMount: "leads.quote.poleMount",
  longCableRun: "leads.quote.longCableRun",
  height: "leads.quote.height",
  difficultAccess: "leads.quote.difficultAccess",
  cableThroughWall: "leads.quote.cableThroughWall",
  routerRelocation: "leads.quote.routerRelocation",
};

/**
 * A line of the quote engine's price table in the web's words. The engine names its lines
 * in English only (the server uses the same table), so the line is recognised by that name;
 * a line the web does not know yet keeps the engine's English.
 */
export function quoteLineText(line: QuoteLine): string {
  if (line.label === QUOTE_BASE_FEE.label) return t("leads.quote.base");
  const id = QUOTE_SURCHARGES.find((surcharge) => surcharge.label === line.label)?.id;
  const key = id === undefined ? undefined : SURCHARGE_KEYS[id];
  return key === undefined ? line.label : t(key, { metres: STANDARD_CABLE_METRES });
}
