import { describe, expect, it } from "vitest";
import { compileDetectorFirst } from "./corpus/compile-first";
import { findContactDetails } from "./find-contact-details";

compileDetectorFirst();

function found(text: string): string[] {
  return findContactDetails(text).map((finding) => `${finding.kind}: ${finding.text}`);
}

describe("messenger contacts", () => {
  it.each([
    ["wa.me/491761234567 – einfach klicken", "wa.me/491761234567"],
    ["t.me/sat_andi", "t.me/sat_andi"],
    ["Link: https://t.me/+AbCdEf123", "https://t.me/+AbCdEf123"],
    ["instagram.com/sat_bauer", "instagram.com/sat_bauer"],
  ])("finds a messenger link, named as one: %s", (text, link) => {
    expect(found(text)).toEqual([`messenger: ${link}`]);
  });

  it.each([
    ["Folgt mir: @dishguy_hamburg", "@dishguy_hamburg"],
    ["My Insta is @dishguy_hamburg", "Insta is @dishguy_hamburg"],
    ["DM me @lena.installs", "@lena.installs"],
  ])("finds an @handle: %s", (text, handle) => {
    expect(found(text)).toContain(`messenger: ${handle}`);
  });

  it.each([
    ["Add me on WhatsApp and I'll send the photos", "WhatsApp"],
    ["Lass uns lieber über WhatsApp schreiben", "WhatsApp"],
    ["schreib mir auf WhatsApp", "WhatsApp"],
    ["Hast du WhatsApp?", "WhatsApp"],
    ["Kannst du mir auf Signal schreiben?", "Signal"],
    ["are you on signal? would rather talk there", "signal"],
    ["whatsapp mir einfach", "whatsapp"],
    ["Let's continue on Telegram", "Telegram"],
    ["Mein Telegram: @sat_profi_muc", "Telegram: @sat_profi_muc"],
    ["Meld dich bei Threema, ID: ABCD1234", "Threema, ID: ABCD1234"],
    ["Add me on Snapchat: satbauer99", "Snapchat: satbauer99"],
    ["Bin auf Insta unter sat.montage.koeln", "Insta unter sat.montage.koeln"],
    // The name to search for is covered with it.
    ["Ich hab Telegram, such nach Sat Berger", "Telegram, such nach Sat Berger"],
    ["wenn du magst whatsappen wir", "whatsappen"],
    ["my Telegram username is dish_rob", "Telegram username is dish_rob"],
    ["Threema-ID ist 8HX2KQ7M", "Threema-ID ist 8HX2KQ7M"],
    ["mi usuario de Skype es ana.antenas1", "Skype es ana.antenas1"],
    ["WhatsApp ist für mich schneller als diese App", "WhatsApp"],
    ["Telegram c'est plus pratique que ce site", "Telegram"],
    ["Signal jest dla mnie wygodniejszy niż ten czat", "Signal"],
    ["Find me on LinkedIn, Anna Berg", "LinkedIn, Anna Berg"],
    ["Skype is more dependable than this app", "Skype"],
    ["Threema ist sicherer als diese Plattform", "Threema"],
    ["Telegram jest pewniejszy niż ten portal", "Telegram"],
  ])("finds an invitation to a messenger: %s", (text, invitation) => {
    expect(found(text)).toEqual([`messenger: ${invitation}`]);
  });

  it.each([
    "Signal strength is great on the south side.",
    "Das Signal war gestern kurz weg.",
    "Mein Signal ist im Wohnzimmer schwächer.",
    "Can you also check the signal in the garden?",
    "I'm not on WhatsApp, let's keep talking here.",
    "Ich bin kein Fan von WhatsApp, schreiben wir hier.",
    "Bitte keine Nummern über WhatsApp schicken.",
    "Ich habe Sie über Instagram gefunden, tolle Arbeit!",
    "Ich hab das Signal gemessen, alles gut.",
    "Ich hab kein WhatsApp.",
    "Wir whatsappen nicht, wir bleiben hier.",
    "Mail an anna@gmx.de", // an address, not a handle
    "Das Signal ist heute besser als gestern.",
    "J'ai vu sur Facebook que votre appli recrute.",
    "Ho letto su Facebook della piattaforma.",
    "Ich habe kein WhatsApp, hier ist es einfacher.",
  ])("leaves a mere mention alone: %s", (text) => {
    expect(found(text).filter((entry) => entry.startsWith("messenger"))).toEqual([]);
  });
});
