const RELEASE_DATE = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * The release date as mail writes it, e.g. "14 March 2026 at 15:30 UTC": a mail cannot
 * know its reader's time zone, so it names the one it uses.
 */
export function formatReleaseDate(date: Date): string {
  return `${RELEASE_DATE.format(date)} UTC`;
}
