import { availableParallelism } from "node:os";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import { ConcurrencyLimit } from "../concurrency-limit";

/*
 * argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes
 * and verifies on libuv's thread pool, so a sign-in never blocks the event loop itself;
 * but that pool has four threads, and four hashes at once would take every core of a
 * small machine from it, stalling every other request behind a burst of sign-ins.
 */

/**
 * Every hash and verification goes through it: at most (cores − 1, at least 1) at once,
 * the others queued, so one core is always left to answer requests.
 */
export const passwordHashing = new ConcurrencyLimit(Math.max(1, availableParallelism() - 1));

// The package declares Algorithm as a const enum, which isolated modules cannot read,
// and exports an empty object at run time: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

const OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, OPTIONS));
}

function verifyHash(storedHash: string, password: string): Promise<boolean> {
  return passwordHashing.run(() => verify(storedHash, password));
}

// Hashed once, on first use: verifying against it costs what a real check costs.
let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. An account without one (unknown,
 * or hosted sign-in only) is checked against a dummy hash, so that the answer takes
 * as long as for a real account and timing does not tell which accounts exist.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("uplink dummy password, never matches a stored hash");
    await verifyHash(await dummyHash, password);
    return false;
  }
  try {
    return await verifyHash(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}
