import { type MeResult, said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { Unauthorized } from "../errors";
import { findUserById } from "../users/find-user";
import { toUser } from "../users/to-user";
import type { SessionUser } from "./sessions";

export async function me(deps: ApiDeps, caller: SessionUser): Promise<MeResult> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new Unauthorized(said.server.notSignedIn);
  return { user: toUser(user) };
}
