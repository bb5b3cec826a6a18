export { createGazetteer, type Gazetteer, type PlaceQuery } from "./gazetteer";
export {
  boundingBox,
  EARTH_RADIUS_KM,
  greatCircleKm,
  KM_PER_DEGREE,
  type BoundingBox,
  type Coordinates,
} from "./great-circle";
export { normalizePlaceName, PLACE_NAME_MAX_LENGTH } from "./place-names";
