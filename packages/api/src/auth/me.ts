import { messages, type MeResult } from "@uplink/domain";
import type { AuthedContext } from "../context";
import { Unauthorized } from "../errors";
import { findUserById } from "../users/find-user";
import { toUser } from "../users/to-user";

export async function me(ctx: AuthedContext): Promise<MeResult> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new Unauthorized(messages.server.notSignedIn);
  return { user: toUser(user) };
}
