import { describe, expect, it } from "vitest";
import { boundingBox, greatCircleKm, type Coordinates } from "./great-circle";

const munich = { lat: 48.13743, lon: 11.57549 };
const freising = { lat: 48.40351, lon: 11.74876 };
const augsburg = { lat: 48.37154, lon: 10.89851 };

describe("greatCircleKm", () => {
  it("measures the straight line between towns", () => {
    // Issue 14: Freising is about 33 km from München, Augsburg about 57 km.
    expect(Math.abs(greatCircleKm(munich, freising) - 33)).toBeLessThan(1.5);
    expect(Math.abs(greatCircleKm(munich, augsburg) - 57)).toBeLessThan(1.5);
    // London to Paris is about 344 km.
    expect(
      greatCircleKm({ lat: 51.50853, lon: -0.12574 }, { lat: 48.85341, lon: 2.3488 }),
    ).toBeCloseTo(343.6, 0);
  });

  it("is the same both ways, zero at the same point, and half the earth at most", () => {
    expect(greatCircleKm(freising, augsburg)).toBe(greatCircleKm(augsburg, freising));
    expect(greatCircleKm(munich, munich)).toBe(0);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.1, 0);
  });
});

describe("boundingBox", () => {
  /** Points on the circle of `radiusKm` around `center`, every 10 degrees of bearing. */
  function circle(center: Coordinates, radiusKm: number): Coordinates[] {
    const R = 6371.0088;
    const toRad = Math.PI / 180;
    const angular = radiusKm / R;
    return Array.from({ length: 36 }, (_, step) => {
      const bearing = step * 10 * toRad;
      const lat1 = center.lat * toRad;
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
      );
      const lon2 =
        center.lon * toRad +
        Math.atan2(
          Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
          Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
        );
      return { lat: lat2 / toRad, lon: lon2 / toRad };
    });
  }

  it.each([
    [munich, 50],
    [munich, 500],
    [{ lat: 70.66, lon: 23.68 }, 500],
    [{ lat: 36.14, lon: -5.35 }, 1],
  ])("holds every point of the circle around %j of %d km", (center, radiusKm) => {
    const box = boundingBox(center, radiusKm);
    for (const point of circle(center, radiusKm * 0.9999)) {
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(point.lon).toBeLessThanOrEqual(box.maxLon);
    }
    expect(greatCircleKm(center, { lat: box.maxLat, lon: center.lon })).toBeCloseTo(radiusKm, 3);
  });

  it("spans every longitude near a pole or across the antimeridian", () => {
    expect(boundingBox({ lat: 89.9, lon: 0 }, 50)).toMatchObject({ minLon: -180, maxLon: 180 });
    expect(boundingBox({ lat: 0, lon: 179.9 }, 50)).toMatchObject({ minLon: -180, maxLon: 180 });
  });
});
