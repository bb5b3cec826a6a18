/** Messenger links, @handles, and invitations to move the conversation to a messenger. */
import { finding, findingsOf } from "./matching";
import type { ContactFinding } from "./types";

const MESSENGER_LINK =
  /(?<![\w.-])(?:https?:\/\/)?(?:wa\.me|t\.me|telegram\.me|signal\.me|m\.me|chat\.whatsapp\.com|api\.whatsapp\.com|(?:www\.)?instagram\.com|instagr\.am)(?:\/[^\s<>"']*[^\s<>"'.,;:!?)])?/giu;
const HANDLE = /(?<![\p{L}\p{N}_.@+-])@[a-z_][\w.]{1,29}\w/giu;

const MESSENGER_NAME =
  /(?<![\p{L}\p{N}])(?:whats\s?app|telegram|signal|threema|viber|skype|snapchat|instagram|insta|facebook|fb|messenger|wechat|discord|imessage|facetime)(?![\p{L}\p{N}])/giu;

// JavaScript's \b knows no umlauts: "über" needs a start-of-word test of its own.
const WORD_START = String.raw`(?<![\p{L}\p{N}_])`;
const HANDLE_LABEL = String.raw`(?:id|name|username|user|handle|nutzername|benutzername|nick)`;
const HANDLE_INTRO = String.raw`(?:[:=]\s?|,?\s${HANDLE_LABEL}\s?[:=]?\s?|\s(?:is|ist|heißt|lautet|unter|under|as|als)\s|\s)`;
const HANDLE_TEXT = String.raw`(?:@[\p{L}\p{N}_.]{2,}[\p{L}\p{N}_]|[\p{L}\p{N}_.]*[\d_.][\p{L}\p{N}_.]*[\p{L}\p{N}_]|\+?\d[\d /-]{5,}\d)`;
const HANDLE_AFTER = new RegExp(String.raw`^${HANDLE_INTRO}${HANDLE_TEXT}`, "iu");
// "whatsappen wir?", "ich whatsappe dir": the verb is the invitation.
const MESSENGER_VERB = /(?<![\p{L}\p{N}])whats\s?app(?:en|e|st|t|te|ten)(?![\p{L}\p{N}])/giu;
const POSSESSIVE_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:my|mein(?:e|em|en|er|s)?)\s{1,3}$`,
  "iu",
);
const OFFER_OR_QUESTION_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:ich hab(?:e)?|i have|i'm on|i am on|ich bin (?:auch )?(?:auf|bei)|such(?:e)? (?:mich )?(?:auf|bei)|hast du|haben sie|habt ihr|do you have|do you use|are you on|are you also on|bist du (?:auch )?(?:auf|bei)|sind sie (?:auch )?(?:auf|bei)|nutzt du|nutzen sie|benutzt du)\s{1,3}(?:\p{L}+\s{1,3})?$`,
  "iu",
);
const PREPOSITION_BEFORE = new RegExp(
  String.raw`${WORD_START}(?:on|via|over|through|using|with|per|über|ueber|auf|bei|in|mit|into)\s{1,3}(?:the\s|dem\s|den\s|der\s)?$`,
  "iu",
);
const ADDRESSED_AFTER = /^\s?(?:me|mir|mich|uns|us)(?![\p{L}])/iu;
const CONTACT_VERB = new RegExp(
  String.raw`${WORD_START}(?:add|adde|text|message|msg|write|contact|reach|call|ring|ping|dm|pm|follow|send|chat|talk|continue|switch|move|share|schick|schreib|meld|erreich|kontaktier|anruf|ruf|füg|hinzufüg|sprech|reden|kommunizier|weiter|wechsel|teil)`,
  "iu",
);
const NEGATION = new RegExp(
  String.raw`${WORD_START}(?:not|nicht|kein(?:e|en|er|em)?|no|never|nie|niemals|don't|dont|won't|isn't|aren't)\s+(?:[\p{L}'’,]+\s+){0,3}$`,
  "iu",
);
const NEGATION_AFTER = /^\s{1,3}(?:nicht|not|never|nie)(?![\p{L}])/iu;
// "Signal" is also the satellite signal: lower case it is an app only when asked about.
const SIGNAL_WITH_ARTICLE = new RegExp(
  String.raw`${WORD_START}(?:das|dem|des|ein|kein|the|a|an|no|dein|your|unser|our|gutes|gute[nm]?|schwaches|schwache[nm]?|starkes|good|bad|weak|strong|full)\s{1,3}$`,
  "iu",
);
const SIGNAL_AS_RECEPTION =
  /^[\s-]?(?:strength|stärke|quality|qualität|loss|verlust|level|pegel|is|ist|war|was|issues?|probleme?)(?![\p{L}])/iu;

const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 40;

function isReceptionSignal(name: string, before: string, after: string): boolean {
  if (name.toLowerCase() !== "signal") return false;
  if (SIGNAL_AS_RECEPTION.test(after) || SIGNAL_WITH_ARTICLE.test(before)) return true;
  return name !== "Signal" && !OFFER_OR_QUESTION_BEFORE.test(before);
}

function isInvitation(before: string, after: string): boolean {
  if (NEGATION.test(before)) return false;
  if (POSSESSIVE_BEFORE.test(before) || OFFER_OR_QUESTION_BEFORE.test(before)) return true;
  if (ADDRESSED_AFTER.test(after)) return true;
  return PREPOSITION_BEFORE.test(before) && (CONTACT_VERB.test(before) || CONTACT_VERB.test(after));
}

function messengerMention(text: string, match: RegExpExecArray): ContactFinding | undefined {
  const start = match.index;
  const end = start + match[0].length;
  const before = text.slice(Math.max(0, start - WINDOW_BEFORE), start);
  const after = text.slice(end, end + WINDOW_AFTER);
  if (isReceptionSignal(match[0], before, after)) return undefined;
  const handle = HANDLE_AFTER.exec(after);
  if (handle) return finding(text, "messenger", start, end + handle[0].length);
  return isInvitation(before, after) ? finding(text, "messenger", start, end) : undefined;
}

function messengerVerb(text: string, match: RegExpExecArray): ContactFinding | undefined {
  const before = text.slice(Math.max(0, match.index - WINDOW_BEFORE), match.index);
  const end = match.index + match[0].length;
  const after = text.slice(end, end + WINDOW_AFTER);
  if (NEGATION.test(before) || NEGATION_AFTER.test(after)) return undefined;
  return finding(text, "messenger", match.index, end);
}

/** Messenger links (wa.me, t.me …), @handles and invitations ("add me on WhatsApp"). */
export function findMessengerContacts(text: string): ContactFinding[] {
  return [
    ...findingsOf(MESSENGER_LINK, text, "messenger"),
    ...findingsOf(HANDLE, text, "messenger"),
    ...[...text.matchAll(MESSENGER_NAME)].flatMap((match) => messengerMention(text, match) ?? []),
    ...[...text.matchAll(MESSENGER_VERB)].flatMap((match) => messengerVerb(text, match) ?? []),
  ];
}
