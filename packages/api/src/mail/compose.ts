import { messages, type Locale } from "@uplink/domain";
import { inLocale } from "../i18n/request-locale";
import type { MailMessage } from "./mailer";

/** Whom a mail goes to: it greets them by name, in the language they chose. */
export interface MailRecipient {
  email: string;
  firstName: string;
  /** Their saved language; null (none chosen) is English. */
  locale: Locale | null;
}

export interface MailContent {
  to: { email: string; firstName: string };
  subject: string;
  paragraphs: string[];
  /** A button in HTML, a labelled link in text. */
  action?: { label: string; url: string };
  /** Small print after the action. */
  note?: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The mail `write` words, in the recipient's language: every message it reads, and the
 * greeting and sign-off, are in it, whoever's request (or job) sends the mail. Every
 * mail the product sends is made here.
 */
export function mailTo(to: MailRecipient, write: () => Omit<MailContent, "to">): MailMessage {
  return inLocale(to.locale, () => composeMail({ to, ...write() }));
}

/**
 * Lays the same content out as plain text and as HTML; names are escaped in HTML. In
 * the language of the moment: mails are made through mailTo.
 */
export function composeMail(content: MailContent): MailMessage {
  const greeting = messages.mail.greeting(content.to.firstName);
  const { signOff } = messages.mail;
  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.note ? [content.note] : []),
    signOff,
  ].join("\n\n");

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    paragraph(greeting),
    ...content.paragraphs.map(paragraph),
    ...(content.action
      ? [
          `<p><a href="${escapeHtml(content.action.url)}" style="display: inline-block; padding: 10px 16px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="font-size: 12px; color: #555555">${escapeHtml(content.action.url)}</p>`,
        ]
      : []),
    ...(content.note
      ? [`<p style="font-size: 12px; color: #555555">${escapeHtml(content.note)}</p>`]
      : []),
    paragraph(signOff),
    "</body></html>",
  ].join("\n");

  return { to: content.to.email, subject: content.subject, text, html };
}
