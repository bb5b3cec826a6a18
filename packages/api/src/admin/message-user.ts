import { type MessageUserInput, type Success, said } from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { NotFound } from "../errors";
import { adminMessageMail } from "./admin-message-mail";

/**
 * Sends a user an administrator's message: kept as an admin notice the user reads on
 * their dashboard, logged as activity, and emailed once the notice is stored. A deleted
 * account is not found.
 */
export async function messageUser(
  deps: ApiDeps,
  admin: SessionUser,
  { userId, message }: MessageUserInput,
): Promise<Success> {
  const recipient = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "firstName", "lastName", "role", "locale"])
      .where("id", "=", userId)
      .where("anonymisedAt", "is", null)
      .executeTakeFirst();
    if (!user) throw new NotFound(said.server.notFound);
    await trx
      .insertInto("adminNotices")
      .values({ userId: user.id, senderId: admin.id, body: message })
      .execute();
    await recordActivity(trx, {
      kind: "user_messaged",
      said: said.activity.userMessaged(
        `${user.firstName} ${user.lastName}`,
        `${admin.firstName} ${admin.lastName}`,
      ),
      actorId: admin.id,
      subjectIds: [admin.id, user.id],
    });
    return user;
  });
  deps.mail.post(adminMessageMail(deps.config.publicUrl, recipient, message));
  return { success: true };
}
