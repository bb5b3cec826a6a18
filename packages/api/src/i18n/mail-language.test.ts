import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages, type Locale } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { formatReleaseDate } from "../release/release-date";
import { callerAs, contextFor, createCaller, createUser, useTestApi } from "../testing";
import { speakEveryLanguage } from "./catalogues";

/*
 * Issue 14: every mail goes out in its recipient's language (their saved choice, English
 * when they have none), whoever's request sends it; what the database keeps for others
 * to read stays in English. Through the real SMTP peer.
 */

const api = useTestApi({ smtp: true });

beforeAll(() => speakEveryLanguage());

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };
const pricedDescription = "Roof mount on a flat roof, cable through the wall into the office";

async function customerSpeaking(locale: Locale | null): Promise<UserRow> {
  const user = await createUser(api.db, { role: "customer", emailVerified: true });
  return api.db
    .updateTable("users")
    .set({ locale })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
const installer = () =>
  createUser(api.db, { role: "installer", verificationStatus: "APPROVED", emailVerified: true });

/** A lead of `owner` accepted by `taker` through the procedures; its id and title. */
async function acceptedLead(owner: UserRow, taker: UserRow) {
  const lead = await (
    await callerAs(api.deps, owner)
  ).leads.create({ address, description: pricedDescription });
  await (await callerAs(api.deps, taker)).leads.accept({ id: lead.id });
  return lead;
}

/** The installer withdraws with a reason, from a browser that asks for French. */
async function withdrawInFrench(taker: UserRow, leadId: string) {
  const context = await contextFor(api.deps, taker.id);
  context.request.acceptLanguage = "fr-FR,fr;q=0.9";
  await createCaller(context).leads.withdraw({ id: leadId, reason: "My van broke down" });
}

describe("mails in the recipient's language", () => {
  it("a German customer's lead-event mail is German, subject and body, whoever acts", async () => {
    const owner = await customerSpeaking("de");
    const taker = await installer();
    const lead = await acceptedLead(owner, taker);
    await withdrawInFrench(taker, lead.id);

    const mails = await api.smtp.mailsTo(owner.email, 2);
    const mail = mails.find(
      (received) => received.subject === de.leadEvents.withdrawn.subject(lead.title),
    );
    expect(mail?.subject).toBe(`Ihr Installateur ist zurückgetreten: ${lead.title}`);
    for (const part of [
      de.mail.greeting(owner.firstName),
      de.leadEvents.withdrawn.body,
      de.server.reasonGiven("My van broke down"),
      de.mail.signOff,
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.text).not.toContain(messages.leadEvents.withdrawn.body);
  });

  it("an English customer's (no language chosen) is the English mail, unchanged", async () => {
    const owner = await customerSpeaking(null);
    const taker = await installer();
    const lead = await acceptedLead(owner, taker);
    await withdrawInFrench(taker, lead.id);

    const mails = await api.smtp.mailsTo(owner.email, 2);
    const mail = mails.find((received) => received.subject?.startsWith("Your installer withdrew"));
    expect(mail?.subject).toBe(`Your installer withdrew: ${lead.title}`);
    for (const part of [
      messages.mail.greeting(owner.firstName),
      messages.leadEvents.withdrawn.body,
      `The reason given: "My van broke down"`,
    ]) {
      expect(mail?.text).toContain(part);
    }
  });

  it("what the chat and the administrators keep stays English, whatever the actor's language", async () => {
    const owner = await customerSpeaking("de");
    const taker = await installer();
    await api.db.updateTable("users").set({ locale: "fr" }).where("id", "=", taker.id).execute();
    const lead = await acceptedLead(owner, taker);
    await withdrawInFrench(taker, lead.id);

    const system = await api.db
      .selectFrom("messages")
      .innerJoin("conversations", "conversations.id", "messages.conversationId")
      .select("messages.body")
      .where("conversations.leadId", "=", lead.id)
      .where("messages.type", "=", "SYSTEM")
      .execute();
    expect(system.map((row) => row.body)).toContain(
      `${messages.leadEvents.withdrawn.system} The reason given: "My van broke down"`,
    );
    const activity = await api.db
      .selectFrom("activities")
      .select("body")
      .where("leadId", "=", lead.id)
      .where("kind", "=", "lead_withdrawn")
      .executeTakeFirstOrThrow();
    expect(activity.body).toBe(
      messages.leadEvents.withdrawn.activity(lead.title, `${taker.firstName} ${taker.lastName}`),
    );
    const alert = await api.db
      .selectFrom("alerts")
      .select("description")
      .where("leadId", "=", lead.id)
      .where("type", "=", "refund_credit")
      .executeTakeFirstOrThrow();
    expect(alert.description).toMatch(/refunded/);
  });

  it("a date in a mail is written the recipient's way; English as before", () => {
    const at = new Date("2026-03-14T15:30:00Z");
    expect(formatReleaseDate(at, "en")).toBe("14 March 2026 at 15:30 UTC");
    expect(formatReleaseDate(at, "de")).toBe("14. März 2026 um 15:30 UTC");
  });
});
