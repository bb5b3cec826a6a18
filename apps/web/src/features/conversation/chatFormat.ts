import type { ConversationMessage, ConversationParticipant, User } from "@uplink/domain";
import { t } from "../../i18n/i18n";
import { formatLocale } from "../../i18n/formats";

/** Who wrote a message, as the reader sees it: "You", the other person's name, or Uplink. */
export function senderName(
  message: ConversationMessage,
  participants: ConversationParticipant[],
  viewer: User,
): string {
  if (message.senderId === null) return t("chat.system");
  if (message.senderId === viewer.id) return t("chat.you");
  const sender = participants.find((person) => person.id === message.senderId);
  return sender ? `${sender.firstName} ${sender.lastName}` : t("chat.someone");
}

/** When a message was written, in the reader's locale: the date and the time of day. */
export function messageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(formatLocale(), { dateStyle: "short", timeStyle: "short" }).format(
        date,
      );
}
