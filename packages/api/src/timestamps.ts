/** Responses carry instants as ISO 8601 strings in UTC. */
export function isoOrNull(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
