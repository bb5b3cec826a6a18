import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../messages";
import { de } from "../locales/de";
import { localizeMessage, registerCatalogue, setLocaleResolver } from "./catalogue";
import { DEFAULT_LOCALE, type Locale } from "./locales";

registerCatalogue("de", de);
let locale: Locale = DEFAULT_LOCALE;
setLocaleResolver(() => locale);
afterEach(() => {
  locale = DEFAULT_LOCALE;
});

describe("messages in the active language", () => {
  it("reads each message in the language of the moment, sections taken earlier included", () => {
    const { server } = messages;
    expect(server.forbidden).toBe("You do not have permission to do that.");
    locale = "de";
    expect(server.forbidden).toBe(de.server.forbidden);
    expect(messages.leadEvents.accepted.subject("Dach")).toBe(
      de.leadEvents.accepted.subject("Dach"),
    );
  });
});

describe("localizeMessage", () => {
  it("translates a fixed English sentence, and leaves English and unknown text alone", () => {
    expect(localizeMessage(messages.server.forbidden, "de")).toBe(de.server.forbidden);
    expect(localizeMessage(messages.server.forbidden, "en")).toBe(messages.server.forbidden);
    expect(localizeMessage("Mein Titel", "de")).toBe("Mein Titel");
  });

  it("writes a sentence a catalogue function wrote again in the other language, its reasons too", () => {
    const english = messages.server.photoAtPosition(
      2,
      messages.server.photoTooSmallSized(320, 240),
    );
    expect(localizeMessage(english, "de")).toBe(
      de.server.photoAtPosition(2, de.server.photoTooSmallSized(320, 240)),
    );
  });

  it("passes a code or a one-word name on as it is", () => {
    const english = messages.server.wrongLeadState("ACCEPTED", "accept");
    expect(localizeMessage(english, "de")).toBe(de.server.wrongLeadState("ACCEPTED", "accept"));
    expect(localizeMessage(messages.server.reasonGiven("Regen"), "de")).toBe(
      de.server.reasonGiven("Regen"),
    );
  });
});
