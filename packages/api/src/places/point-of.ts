import { COUNTRY_CODES, type CountryCode } from "@uplink/domain";
import type { ApiDeps } from "../context";

/** Where a request or a service area is, as stored: both null when its town is not known. */
export interface StoredPoint {
  latitude: number | null;
  longitude: number | null;
}

const NOWHERE: StoredPoint = { latitude: null, longitude: null };

function servedCountry(country: string | null | undefined): CountryCode | null {
  return (COUNTRY_CODES as readonly string[]).includes(country ?? "")
    ? (country as CountryCode)
    : null;
}

/**
 * The point of a town in a country (or, without one, a town whose name is its own
 * wherever Uplink serves), found offline when a request or a service area is saved.
 * A town the gazetteer does not know, or a gazetteer that cannot be read, leaves it
 * unplaced rather than refusing what is being saved: an unplaced request is shown to
 * every installer, and an unplaced service area lists jobs newest first.
 */
export async function pointOf(
  deps: Pick<ApiDeps, "log" | "gazetteer">,
  place: { country: string | null | undefined; city: string | null | undefined },
): Promise<StoredPoint> {
  if (!place.city) return NOWHERE;
  try {
    const point = await deps.gazetteer.locatePlace({
      country: servedCountry(place.country),
      city: place.city,
    });
    return point ? { latitude: point.lat, longitude: point.lon } : NOWHERE;
  } catch (error) {
    deps.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "the gazetteer could not be read; the place is left unplaced",
    );
    return NOWHERE;
  }
}
