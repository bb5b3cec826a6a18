import { afterEach, describe, expect, it } from "vitest";
import { messages, said } from "../messages";
import { de } from "../locales/de";
import { it as italian } from "../locales/it";
import {
  countrySaid,
  inEnglish,
  registerCatalogue,
  setLocaleResolver,
  translate,
  type Message,
} from "./catalogue";
import { DEFAULT_LOCALE, type Locale } from "./locales";

registerCatalogue("de", de);
registerCatalogue("it", italian);
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

describe("no sentence lookup", () => {
  it("is left: nothing turns an English sentence back into its key or another language", async () => {
    const domain = await import("../index");
    const lookups = Object.keys(domain).filter((name) => /locali[sz]e/i.test(name));
    expect(lookups).toEqual([]);
  });
});

describe("a country said by key", () => {
  it("is named in each reader's language, in a message that names it", () => {
    const message = said.validation.postalCodeFormat(countrySaid("DE"), "80331");
    expect(translate(message, "de")).toBe(de.validation.postalCodeFormat("Deutschland", "80331"));
    expect(inEnglish(message)).toBe("Enter a postal code like 80331 for Germany");
    expect(translate(message, "it")).toBe(italian.validation.postalCodeFormat("Germania", "80331"));
    expect(translate(message, "fr")).toBe("Enter a postal code like 80331 for Allemagne");
  });
});

describe("a message by key", () => {
  it("is written in the reader's language, a sentence among its parameters too", () => {
    const message = said.server.photoAtPosition(2, said.server.photoTooSmallSized(320, 240));
    expect(message).toEqual({
      key: "server.photoAtPosition",
      params: [2, { key: "server.photoTooSmallSized", params: [320, 240] }],
    });
    expect(translate(message, "de")).toBe(
      de.server.photoAtPosition(2, de.server.photoTooSmallSized(320, 240)),
    );
    expect(inEnglish(message)).toBe(
      "Photo 2: The photo is too small: 320×240 pixels. Use a photo of at least 640×480 pixels.",
    );
  });

  it("passes a code or a name on as it is, and a fixed sentence is its entry", () => {
    expect(translate(said.server.wrongLeadState("ACCEPTED", "accept"), "de")).toBe(
      de.server.wrongLeadState("ACCEPTED", "accept"),
    );
    expect(translate(said.server.reasonGiven("Regen"), "de")).toBe(de.server.reasonGiven("Regen"));
    expect(translate(said.server.forbidden, "de")).toBe(de.server.forbidden);
  });

  it("survives being stored as JSON and read back", () => {
    const stored = JSON.parse(
      JSON.stringify(said.activity.leadCreated("Dach", "Anna B.")),
    ) as Message;
    expect(translate(stored, "de")).toBe(de.activity.leadCreated("Dach", "Anna B."));
    expect(inEnglish(stored)).toBe('Anna B. posted "Dach"');
  });

  it("is English where its language is not loaded", () => {
    expect(translate(said.server.forbidden, "pl")).toBe("You do not have permission to do that.");
  });

  it("does not let an unknown key pass as a sentence", () => {
    expect(() => translate({ key: "server.noSuchSentence", params: [] }, "de")).toThrow(
      /server.noSuchSentence/,
    );
  });
});
