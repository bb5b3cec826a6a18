import { CURRENCY } from "./constants";

/*
 * Money is stored as integer cents and shown as euros (ARCHITECTURE §4). These are the
 * only conversions between the two.
 */

/** Rounds half away from zero to the cent. Refuses NaN, Infinity and negative amounts. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros) || euros < 0) {
    throw new RangeError(`Expected a non-negative amount of euros, got ${euros}`);
  }
  // 1.005 * 100 is 100.49999999999999 in binary floating point; fifteen significant
  // digits recover the decimal the caller wrote before rounding.
  const cents = Math.round(Number((euros * 100).toPrecision(15)));
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount of euros too large to count in cents: ${euros}`);
  }
  // Adding 0 turns -0 (from an input of -0) into 0.
  return cents + 0;
}

/** Accepts the string PostgreSQL returns for a bigint column as well as numbers and bigints. */
export function centsToEuros(cents: number | bigint | string): number {
  const count = countOfCents(cents);
  if (!Number.isSafeInteger(count)) {
    throw new RangeError(`Expected a whole number of cents, got ${String(cents)}`);
  }
  return count / 100;
}

function countOfCents(cents: number | bigint | string): number {
  if (typeof cents === "number") return cents;
  if (typeof cents === "bigint") return Number(cents);
  return /^-?\d+$/.test(cents.trim()) ? Number(cents) : NaN;
}

/** e.g. "€1,234.50" in the default Irish English, "1.234,50 €" in de-DE. */
export function formatEuros(euros: number, locale = "en-IE"): string {
  if (!Number.isFinite(euros)) throw new RangeError(`Expected an amount of euros, got ${euros}`);
  return new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY }).format(euros);
}

export interface FeeSplit {
  feeCents: number;
  payoutCents: number;
}

/**
 * Splits an amount between the platform fee and the installer's payout. The percent has
 * at most two decimals (PLATFORM_FEE_PERCENT is checked for that at start-up), so it is a
 * whole number of basis points. The fee is rounded down to the cent so that the installer
 * never loses a cent to rounding and fee + payout is always exactly the amount.
 */
export function platformFeeCents(amountCents: number, percent: number): FeeSplit {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Expected a non-negative whole number of cents, got ${amountCents}`);
  }
  // Work in basis points so the division is exact integer arithmetic.
  const basisPoints = Math.round(percent * 100);
  if (
    !Number.isFinite(percent) ||
    basisPoints < 0 ||
    basisPoints > 10_000 ||
    Math.abs(percent * 100 - basisPoints) > 1e-6
  ) {
    throw new RangeError(
      `Expected a fee between 0 and 100 percent with at most two decimals, got ${percent}`,
    );
  }
  // BigInt keeps amount × basis points exact beyond 2^53; its division rounds down here.
  const feeCents = Number((BigInt(amountCents) * BigInt(basisPoints)) / 10_000n);
  return { feeCents, payoutCents: amountCents - feeCents };
}
