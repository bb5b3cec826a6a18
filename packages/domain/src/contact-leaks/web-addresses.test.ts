import { describe, expect, it } from "vitest";
import { findContactDetails } from "./find-contact-details";

function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("email addresses", () => {
  it.each([
    ["Mail: thomas.mueller@gmx.de", "thomas.mueller@gmx.de"],
    ["send them to sarah.jones82@gmail.com.", "sarah.jones82@gmail.com"],
    ["an info@sat-montage-berlin.de schicken", "info@sat-montage-berlin.de"],
    ["email jürgen.böhm@firma-böhm.de please", "jürgen.böhm@firma-böhm.de"],
  ])("finds a plain address: %s", (text, address) => {
    expect(found(text)).toEqual([`email: ${address}`]);
  });

  it.each([
    "mark dot evans at outlook dot com",
    "k.schneider (at) web (punkt) de",
    "jens[at]dachtechnik-jens[dot]de",
    "buero(at)sat-technik-weber.de",
    "lisa punkt meier at gmail punkt com",
    "heike bei gmx punkt net",
    "peter.schulz AT yahoo.de",
    "info (ät) sat-bauer (punkt) de",
    "dave_installs at hotmail dot co dot uk",
  ])("finds an address spelled out: %s", (address) => {
    expect(found(`Meine Mail: ${address}, danke`)).toEqual([`email: ${address}`]);
  });

  it.each([
    "nina underscore vogt at gmail dot com",
    "marc tiret bas petit arobase orange point fr",
    "eva guion bajo sanz arroba gmail punto com",
    "olek myślnik wrona małpa interia kropka pl",
    "lars bindestreck holm snabel-a telia punkt se",
  ])("finds an address whose name spells its underscores and dashes: %s", (address) => {
    expect(found(`Mail: ${address}, danke`)).toEqual([`email: ${address}`]);
  });

  it.each([
    ["o meu sapo é rui.costa77", "sapo é rui.costa77"],
    ["můj seznam je jana.kralova", "seznam je jana.kralova"],
  ])("finds a mailbox named after a regional provider: %s", (text, address) => {
    expect(found(text)).toEqual([`email: ${address}`]);
  });

  it.each([
    "Did you get the confirmation email from Starlink?",
    "Můj seznam je 1.5 m dlouhý, to stačí.",
    "Minus drei Grad at night, dash it all.",
    "Ich bin bei gmx, aber schreiben wir lieber hier.",
    "We meet at noon at the gate.",
    "Look at the roof dot in the photo",
  ])("leaves talk about email alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("URLs and domains", () => {
  it.each([
    ["Check www.dachprofi-nord.de today", "www.dachprofi-nord.de"],
    ["portfolio: https://calendly.com/jan-install.", "https://calendly.com/jan-install"],
    ["Infos auf schmidt-antennenbau.de!", "schmidt-antennenbau.de"],
    ["Link: bit.ly/3xYzAbC", "bit.ly/3xYzAbC"],
    ["Visit sat-profis.eu for less", "sat-profis.eu"],
    ["HTTP://WWW.SAT-DIREKT.DE", "HTTP://WWW.SAT-DIREKT.DE"],
    ["Seite: elektro-meyer punkt de", "elektro-meyer punkt de"],
    ["see example.com and www.x.de", "example.com"],
  ])("finds a link or bare domain: %s", (text, url) => {
    expect(found(text)[0]).toBe(`url: ${url}`);
  });

  it.each([
    "Bitte z.B. die Fotos vom Dach, ca.5 Stück.",
    "Ich habe foto.jpg und plan.pdf hochgeladen.",
    "Das passt.Ich komme morgen.",
    "Sendlinger Str.45, 3. Stock",
    "Great.It works now.",
  ])("leaves abbreviations and file names alone: %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});
