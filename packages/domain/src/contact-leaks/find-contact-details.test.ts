import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "./corpus/compile-first";
import { findContactDetails, redactContactDetails } from "./find-contact-details";
import { CONTACT_DETAILS_REMOVED } from "./types";

compileDetectorFirst();

describe("findContactDetails", () => {
  it("returns findings sorted by start, not overlapping, each with its own text", () => {
    const text =
      "Hi! Mail an anna.k@protonmail.com, Handy 0176 23456789, oder WhatsApp: +49 151 2345678, Seite www.sat-anna.de";
    const findings = findContactDetails(text);

    expect(findings.map(({ kind }) => kind)).toEqual(["email", "phone", "messenger", "url"]);
    for (const [index, finding] of findings.entries()) {
      expect(finding.text).toBe(text.slice(finding.start, finding.end));
      const next = findings[index + 1];
      if (next) expect(next.start).toBeGreaterThanOrEqual(finding.end);
    }
  });

  it("finds nothing in an ordinary message", () => {
    expect(findContactDetails("Ich komme am 12.03. um 14:30, Kabel 15 m, Preis 450 EUR.")).toEqual(
      [],
    );
    expect(findContactDetails("")).toEqual([]);
  });
});

describe("redactContactDetails", () => {
  it("replaces each finding with exactly the removal notice", () => {
    const result = redactContactDetails("Ruf an: 0176 23456789 oder mail an tom@gmx.de, danke!");

    expect(result.text).toBe(
      `Ruf an: ${CONTACT_DETAILS_REMOVED} oder mail an ${CONTACT_DETAILS_REMOVED}, danke!`,
    );
    expect(CONTACT_DETAILS_REMOVED).toBe("[contact details removed]");
    expect(result.findings.map(({ kind, text }) => [kind, text])).toEqual([
      ["phone", "0176 23456789"],
      ["email", "tom@gmx.de"],
    ]);
  });

  it("redacts a message that is nothing but contact details", () => {
    expect(redactContactDetails("t.me/sat_andi").text).toBe(CONTACT_DETAILS_REMOVED);
  });

  it("returns a clean message unchanged, with no findings", () => {
    const text = "Order #1234-5678 kam an, Termin 2025-03-12 zwischen 8-12 Uhr passt.";
    expect(redactContactDetails(text)).toEqual({ text, findings: [] });
  });

  it("leaves no digit of a spelled or broken-up number behind", () => {
    const { text } = redactContactDetails(
      "Nummer: 0 1 7 2 - 9 8 7 6 5 4 3 oder null eins fünf eins zwei drei vier fünf sechs",
    );
    expect(text).toBe(`Nummer: ${CONTACT_DETAILS_REMOVED} oder ${CONTACT_DETAILS_REMOVED}`);
  });
});

describe("on hostile input", () => {
  const LENGTH = 2000;
  const repeated = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

  // Each of these would take exponential or quadratic time in a regex that backtracks badly.
  it.each([
    ["digits and spaces", repeated("1 ")],
    ["digits and dots", repeated("1.")],
    ["bracketed digits", repeated("+(1) ")],
    ["thousands groups", repeated("100 ")],
    ["a local part without a domain", `${"a".repeat(LENGTH - 1)}@`],
    ["spelled dots without an at", repeated("a punkt ")],
    ["spelled ats", repeated("a (at) b ")],
    ["domain labels", repeated("a-b.")],
    ["www prefixes", repeated("www.")],
    ["number words", repeated("zwei ")],
    ["messenger names", repeated("über WhatsApp ")],
    ["handles", repeated("@a")],
    ["mixed punctuation", repeated("1a.@ -/(")],
  ])("finishes on %s", (_what, text) => {
    expect(text).toHaveLength(LENGTH);
    const { findings } = redactContactDetails(text);
    expect(Array.isArray(findings)).toBe(true);
  });
});

describe("on 22 KB of hostile text", () => {
  // Eleven times a chat message's longest (CHAT_MESSAGE_MAX_LENGTH), four times a description's.
  const LENGTH = 22_000;
  const repeated = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);
  const phone = "0176 23456789";

  // The time these take, on 100 KB, is measured in bench/text-patterns.bench.ts; here only
  // the answers.
  // A run of digit groups this long is how a repeated or padded number would hide: all of it goes.
  it.each([
    ["digits and spaces", "1 "],
    ["digits and dots", "1."],
    ["thousands groups", "100 "],
    ["letters that look like digits", "O1l0I "],
  ])("removes a run of %s whole, and the phone number after it", (_what, unit) => {
    const text = `${repeated(unit)} Ruf an: ${phone}`;
    const { text: redacted } = redactContactDetails(text);
    expect(redacted).not.toMatch(/\d/);
    expect(redacted.startsWith(CONTACT_DETAILS_REMOVED)).toBe(true);
    expect(redacted.endsWith(`Ruf an: ${CONTACT_DETAILS_REMOVED}`)).toBe(true);
  });

  it.each([
    ["bracketed digits", "+(1) "],
    ["prices", "€1"],
    ["spelled dots without an at", "a punkt "],
    ["spelled ats", "a (at) b "],
    ["english spelled dots", "a dot "],
    ["domain labels", "a-b."],
    ["handles", "@a"],
    ["references", "order 1-"],
    ["the reception signal", "signal "],
    ["house numbers", "straße 1 "],
    ["spelled ats in other languages", "a arroba b chiocciola c małpa "],
    ["spelled dots in other languages", "x punto es kropka "],
    ["spelled top-level domains after too short a name", "x dot co dot "],
    ["references with words between", "Référence du support : "],
    ["numbered references", "commande n° 1 "],
    ["Polish messenger names", "o WhatsAppie "],
    ["messenger names before a colon", "Telegram : "],
    ["bracketed country codes", "(+1) "],
    ["prices in złoty", "1 234,50 zł "],
    ["clock times", "12:30 "],
    ["mixed punctuation", "1a.@ -/("],
    ["compounds ending in -nummer", "WEG-Kunden-nummer "],
    ["labels a word or two before a number", "Stromzähler Zähler Paket "],
    ["series prefixes", "Rechnung AB/CD "],
    ["coordinates", "52.48623, "],
    ["year-based versions", "2024.38.4 "],
    ["date stamps", "20250917-"],
    ["spoken ats before dotted domains", "r a at b. "],
    ["spaced dots after an at", "a @ b . "],
    ["negated suggestions", "warum nicht über "],
    ["Portuguese verbs before no", "adiciona-me no "],
    ["opening hours with dots", "9.00–17.30 "],
    ["spelled underscores and dashes without an at", "a underscore b tiret bas c myślnik "],
    ["periods of years", "1712-1730, "],
    ["parts numbered with an abbreviation", "Pièce n° 4421-0093 "],
    ["codes of capitals and digits", "3S4Q "],
    ["register numbers starting 000", "KRS 0000412345, "],
    ["handle labels with a verb", "Telegram user name is "],
    ["comparisons without a messenger", "quicker than this app, "],
    ["IBAN groups", "DE89 3704 "],
    ["dates with dashes or spaces", "22-01-2027, 22 01 2027, "],
    ["references with a company and a verb", "codice cliente Enel è "],
    ["letters one at a time", "a b . "],
    ["digits said in steps", "1 then 3 times 4 puis "],
    ["digits one per line", "1\n"],
    ["ellipses between digits", "1 ... "],
    ["names after a provider and I am", "gmail bin ich "],
    ["user names without a messenger", "the same as my username here "],
    ["skype ids without a name", "live: "],
    ["starts and ends of short numbers", "starts 1 ends 2 "],
  ])("finds only the phone number after %s", (_what, unit) => {
    const text = `${repeated(unit)} Ruf an: ${phone}`;
    expect(findContactDetails(text).map(({ kind, text }) => [kind, text])).toEqual([
      ["phone", phone],
    ]);
  });

  it.each([
    ["German", "zwei "],
    ["Italian compounds", "trecentotrentatré "],
    ["Polish hundreds", "sześćset "],
    ["Spanish tens joined by y", "treinta y cuatro "],
    ["French pairs", "quatre-vingt-dix "],
    ["Swedish compounds", "åttioåtta "],
    ["German hundreds", "hundertsiebzig "],
  ])("reads 22 KB of %s number words as one spelled-out number", (_language, unit) => {
    const text = repeated(unit);
    const findings = findContactDetails(text);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: "phone", start: 0 });
    // The cut at 22 KB may leave half a word at the end, which is no number word.
    expect(findings[0]?.end).toBeGreaterThan(LENGTH - unit.length);
  });
});
