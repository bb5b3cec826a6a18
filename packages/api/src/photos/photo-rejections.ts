import { sql } from "kysely";
import {
  AlertType,
  PHOTO_REJECTION_ALERT_THRESHOLD,
  PHOTO_REJECTION_WINDOW_MS,
  said,
  inEnglish,
  type Message,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { AppError } from "../errors";
import { alertDescription } from "../i18n/kept-text";

/** The errors by which a photo is refused for what it is (not for who sent it). */
const PHOTO_REFUSALS: readonly AppError["code"][] = ["BAD_REQUEST", "PAYLOAD_TOO_LARGE"];

/**
 * Keeps a refused photo check of `user` and, when it is their
 * PHOTO_REJECTION_ALERT_THRESHOLD-th within PHOTO_REJECTION_WINDOW_MS, raises one
 * 'other' alert for administrators (ISSUE 6: repeated photo rejections). Later
 * refusals in the same window raise nothing more. Refusals of one user are counted one
 * at a time (a transaction-scoped advisory lock on the user), so refusals arriving
 * together raise exactly one alert.
 */
export async function recordPhotoRejection(
  deps: ApiDeps,
  user: SessionUser,
  reason: Message,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`photo_rejections:${user.id}`}, 0))`.execute(
      trx,
    );
    await trx
      .insertInto("photoRejections")
      .values({ userId: user.id, reason: inEnglish(reason) })
      .execute();
    const { count } = await trx
      .selectFrom("photoRejections")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("userId", "=", user.id)
      .where("createdAt", ">", new Date(Date.now() - PHOTO_REJECTION_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(count) !== PHOTO_REJECTION_ALERT_THRESHOLD) return;
    await trx
      .insertInto("alerts")
      .values({
        type: AlertType.OTHER,
        ...alertDescription(
          said.alerts.repeatedPhotoRejections(
            `${user.firstName} ${user.lastName}`,
            user.email,
            PHOTO_REJECTION_ALERT_THRESHOLD,
            reason,
          ),
        ),
        userId: user.id,
      })
      .execute();
  });
}

/**
 * Runs a photo check that refuses by throwing, recording a refusal before it reaches
 * the caller. Recording never hides the refusal: should it fail, it is logged.
 */
export async function withRejectionsRecorded<T>(
  deps: ApiDeps,
  user: SessionUser,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && PHOTO_REFUSALS.includes(error.code)) {
      await recordQuietly(deps, user, error.said);
    }
    throw error;
  }
}

/** Records a refusal the check answered (rather than threw), logging a failure to record. */
export async function recordQuietly(
  deps: ApiDeps,
  user: SessionUser,
  reason: Message,
): Promise<void> {
  try {
    await recordPhotoRejection(deps, user, reason);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, "recording a photo rejection failed");
  }
}
