export type ContactKind = "phone" | "email" | "url" | "messenger";

/** One piece of contact details in a text: `text` is `source.slice(start, end)`. */
export type ContactFinding = {
  kind: ContactKind;
  start: number;
  end: number;
  text: string;
};

/** What replaces each finding in a redacted message. */
export const CONTACT_DETAILS_REMOVED = "[contact details removed]";
