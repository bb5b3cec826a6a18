/** A point on the earth, in degrees (WGS 84, as GeoNames gives them). */
export interface Coordinates {
  lat: number;
  lon: number;
}

/** The mean radius of the earth (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

/** One degree of latitude, in kilometres, on the mean-radius sphere. */
export const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The straight-line (great-circle) distance between two points, in kilometres, by the
 * haversine formula on the mean-radius sphere: within 0.5 % of the distance on the
 * ellipsoid, which is closer than a town's centre is to its edge.
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The degrees a box spans: south to north, and west to east. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of
 * `center`: a cheap test (or an index range) that passes everything the distance test
 * would, and little else. Near a pole, or across the antimeridian, it spans every
 * longitude.
 */
export function boundingBox(center: Coordinates, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  if (minLat === -90 || maxLat === 90) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  // The widest parallel within the circle is not its centre's but the one where the
  // circle touches its meridian-wise extreme: asin(sin r / cos lat) is exact on a sphere.
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLon =
    (Math.asin(Math.min(1, Math.sin(angular) / Math.cos(radians(center.lat)))) * 180) / Math.PI;
  const minLon = center.lon - dLon;
  const maxLon = center.lon + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon, maxLon };
}
