import {
  LeadAction,
  messages,
  type CompletionSubmissionInput,
  type Lead,
  type LeadStatus,
  type Message,
  said,
} from "@uplink/domain";
import type { JsonObject } from "@uplink/db";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { BadRequest, Conflict } from "../errors";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { recordQuietly, withRejectionsRecorded } from "../photos/photo-rejections";
import { findPhotoUploads, takePhotoUploads } from "../photos/photo-uploads";
import { verifyCompletionPhotos } from "../photos/verify-photos";
import { formatReleaseDate } from "../release/release-date";
import { keptText } from "../i18n/kept-text";
import { changeLead } from "./change-lead";
import { findLead } from "./lead-access";
import { assertAssignedInstaller } from "./lead-permissions";
import { ingestPhotos, insertLeadPhotos } from "./lead-photos";

const COMPLETABLE: readonly LeadStatus[] = ["ON_SITE", "REVISION"];

/**
 * ON_SITE or REVISION → DONE by the assigned installer, with at least three mutually
 * distinct completion photos, sent as data URLs or uploaded beforehand (photoIds: the
 * installer's own unexpired uploads, each taken once). The photos are all checked before the lead's row is
 * locked (decoding ten photos takes a while and must not hold the lock), but only
 * after a first look shows this installer may complete this lead, so nobody else can
 * make the server decode images. The transaction checks again under the lock, then
 * records the photos with their captions and posts each as a PHOTO message whose body
 * is its caption. The customer reads the captions, so they are monitored like the chat:
 * contact details are replaced, the installer is warned and administrators alerted.
 * Entering DONE starts the automatic release clock (see changeLeadRow); from REVISION it
 * starts afresh.
 */
export async function submitCompletion(
  deps: ApiDeps,
  installer: SessionUser,
  { id, photos = [], photoIds = [], captions = [] }: CompletionSubmissionInput,
): Promise<Lead> {
  const current = await findLead(deps.db, id);
  assertAssignedInstaller(current, installer);
  if (!COMPLETABLE.includes(current.status)) {
    throw new Conflict(said.server.wrongLeadState(current.status, LeadAction.SUBMIT_COMPLETION));
  }
  const uploads = await findPhotoUploads(deps.db, installer.id, photoIds);
  const verification = await verifyCompletionPhotos(
    photos,
    uploads.map((upload) => upload.perceptualHash),
  );
  if (!verification.isValid) {
    const reason = verification.reason ?? said.errors.completionPhotosRequired;
    await recordQuietly(deps, installer, reason);
    throw new BadRequest(reason);
  }
  const stored = await withRejectionsRecorded(deps, installer, () => ingestPhotos(photos));

  return changeLead(deps, installer, id, {
    action: LeadAction.SUBMIT_COMPLETION,
    event: "done",
    notify: "customer",
    permit: (lead) => assertAssignedInstaller(lead, installer),
    // changeLead has started the automatic release clock: the customer learns its date.
    mailDetails: (lead) =>
      lead.autoReleaseAt
        ? [messages.autoRelease.notice(formatReleaseDate(lead.autoReleaseAt))]
        : [],
    async apply(trx, lead) {
      const all = [...stored, ...(await takePhotoUploads(trx, installer.id, photoIds))];
      const screened = all.map((_, index) => {
        const caption = captions[index]?.trim();
        return caption ? screenText("photo_caption", caption) : null;
      });
      const rows = await insertLeadPhotos(
        trx,
        deps.photoStore,
        lead.id,
        "completion",
        installer.id,
        all.map((photo, index) => ({ photo, caption: screened[index]?.text ?? null })),
      );
      const conversation = await trx
        .selectFrom("conversations")
        .select("id")
        .where("leadId", "=", lead.id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("messages")
        .values(
          rows.map((row, index) => ({
            conversationId: conversation.id,
            senderId: installer.id,
            type: "PHOTO" as const,
            // The message reads as the photo's caption (an untitled photo's by key, read in
            // each party's language); photoId names the photo itself.
            ...(row.caption === null
              ? keptBody(said.server.completionPhotoUntitled(index + 1))
              : { body: row.caption }),
            photoId: row.id,
          })),
        )
        .execute();
      await reportContactLeaks(
        trx,
        installer,
        {
          lead,
          warning: {
            conversationId: conversation.id,
            line: said.server.contactDetailsRemovedFromCaptions,
          },
        },
        screened.filter((caption) => caption !== null),
      );
      return { completedAt: new Date() };
    },
  });
}

/** A message's body kept by key: its English text, and the message it says. */
function keptBody(line: Message): { body: string; bodySaid: JsonObject } {
  const kept = keptText(line);
  return { body: kept.text, bodySaid: kept.said };
}
