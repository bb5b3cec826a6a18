/**
 * The one place where the ledger's bigint amounts become numbers. pg returns bigint and
 * sum(bigint) as decimal strings so that nothing is rounded on the way; every amount
 * the platform handles is far below 2^53 cents, and one that is not is refused here
 * rather than silently rounded.
 */
export function centsFromDatabase(value: string | number | bigint | null): number {
  if (value === null) return 0;
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected a whole number of cents from the ledger, got ${String(value)}`);
  }
  return cents;
}
