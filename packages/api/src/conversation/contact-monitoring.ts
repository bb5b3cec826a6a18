import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import { type ContactKind, type ContactLeakPlace, said, type Message } from "@uplink/domain";
import { redactContactDetailsWithSecondOpinion } from "@uplink/domain/contact-screen";
import type { SessionUser } from "../auth/sessions";
import { insertSystemMessage } from "./conversation-messages";
import { alertDescription } from "../i18n/kept-text";

/*
 * Chat monitoring (ARCHITECTURE §4) for every text one party writes and another reads:
 * chat messages, completion photo captions, revision feedback, and a request's title,
 * description and special requirements. Contact details are replaced before the text is
 * stored, so nobody but administrators ever reads them; the original text goes only into
 * the leak_detection alert. The rules are followed by the learned second opinion
 * (@uplink/domain/contact-screen), which the web bundle never loads. Callers screen each text, store what screenText answers, and
 * then report, in the same transaction.
 */

/** A text as written and as others read it, with what was found in it. */
export interface ScreenedText {
  place: ContactLeakPlace;
  original: string;
  /** What is stored and shown: the original with contact details replaced. */
  text: string;
  kinds: ContactKind[];
}

export function screenText(place: ContactLeakPlace, original: string): ScreenedText {
  const { text, findings } = redactContactDetailsWithSecondOpinion(original);
  return { place, original, text, kinds: [...new Set(findings.map((finding) => finding.kind))] };
}

export interface LeakScene {
  lead: { id: string; title: string };
  /**
   * The SYSTEM message that warns the writer, and the chat it goes to; null where the
   * lead has no chat yet (a request's own fields: the writer sees the replaced text).
   */
  warning: { conversationId: string; line: Message } | null;
}

/**
 * After the screened texts are stored: a leak_detection alert for each that lost contact
 * details (its original text, the text others read, the writer and the lead), and, when
 * any did, one warning in the lead's chat. Texts that lost nothing raise nothing.
 */
export async function reportContactLeaks(
  trx: Transaction<Database>,
  writer: SessionUser,
  scene: LeakScene,
  screened: readonly (ScreenedText & { messageId?: string })[],
): Promise<void> {
  const leaks = screened.filter((text) => text.kinds.length > 0);
  if (leaks.length === 0) return;
  if (scene.warning) {
    await insertSystemMessage(trx, scene.warning.conversationId, scene.warning.line);
  }
  const writerName = `${writer.firstName} ${writer.lastName}`;
  await trx
    .insertInto("alerts")
    .values(
      leaks.map((leak) => ({
        type: "leak_detection" as const,
        ...alertDescription(
          said.server.contactLeakAlert(
            writerName,
            scene.lead.title,
            said.server.contactLeakPlaces[leak.place],
          ),
        ),
        details: {
          originalText: leak.original,
          redactedText: leak.text,
          kinds: leak.kinds,
          place: leak.place,
          leadId: scene.lead.id,
          userId: writer.id,
          ...(scene.warning ? { conversationId: scene.warning.conversationId } : {}),
          ...(leak.messageId ? { messageId: leak.messageId } : {}),
        },
        leadId: scene.lead.id,
        userId: writer.id,
      })),
    )
    .execute();
}
