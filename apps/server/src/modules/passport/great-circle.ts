// Distance on the Earth's surface (haversine), in miles, and the latitude/longitude box that
// holds every point within a radius: the box is an index range, the exact distance filters after.
export const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/** A box certain to contain the circle (wider in longitude toward the poles). */
export function boundingBox(center: { lat: number; lon: number }, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const cosLat = Math.cos(radians(Math.min(89, Math.abs(center.lat) + dLat)));
  const dLon = Math.min(180, miles / (MILES_PER_DEGREE_LATITUDE * Math.max(cosLat, 0.01)));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLon: center.lon - dLon, maxLon: center.lon + dLon };
}
