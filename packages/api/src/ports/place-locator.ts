import type { Coordinates, PlaceQuery } from "@uplink/gazetteer";

/** Places requests and service areas by town. The gazetteer (createGazetteer) implements it. */
export interface PlaceLocator {
  /** The point of the town a query names; null when none is known. */
  locatePlace(query: PlaceQuery): Promise<Coordinates | null>;
}
