import type { Context } from "../context";
import { verifyPassword } from "./passwords";

/**
 * Checks a password someone typed for an account, counting wrong guesses against the
 * account and the client address wherever a password is checked: once either count is
 * full the answer is 429 before the password is even looked at. `account` is the user
 * id, or what was typed (email, admin username) when no account matched, so an unknown
 * name is limited exactly like a known one.
 *
 * Hashing takes a while, so the guess is counted before it starts and given back only
 * when it was right: parallel guesses cannot all pass the check while none is counted.
 */
export async function checkPassword(
  ctx: Context,
  account: string,
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const giveBack = await ctx.rateLimiter.reserve(
    ["passwordGuessesPerAccount", account],
    ["passwordGuessesPerIp", ctx.request.ip],
  );
  const correct = await verifyPassword(storedHash, password);
  if (correct) await giveBack();
  return correct;
}
