import { type AuthResult, type SignInInput, said } from "@uplink/domain";
import type { Context } from "../context";
import { Unauthorized } from "../errors";
import { findUserByEmail } from "../users/find-user";
import { checkPassword } from "./password-check";
import { startSession } from "./start-session";

/**
 * An unknown email and a wrong password get the same 401, after the same amount of
 * hashing work, so neither the answer nor its timing tells which emails have accounts.
 */
export async function signIn(ctx: Context, { email, password }: SignInInput): Promise<AuthResult> {
  const user = await findUserByEmail(ctx.db, email);
  const account = user?.id ?? email.toLowerCase();
  if (!(await checkPassword(ctx, account, user?.passwordHash, password)) || !user) {
    throw new Unauthorized(said.errors.invalidCredentials);
  }
  return startSession(ctx, user);
}
