export function leadTitle(city: string): string {
  return `Starlink Installation in ${city.trim()}`;
}
