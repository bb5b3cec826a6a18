/**
 * Translation keys looked up but missing from the active language's catalogue (or shown
 * before its strings loaded): setup.ts has every test fail on any, in every language.
 */
const missing: string[] = [];

export function noteMissingKey(key: string): void {
  missing.push(key);
}

/** The keys missing since the last call; they are forgotten. */
export function takeMissingKeys(): string[] {
  return missing.splice(0);
}
