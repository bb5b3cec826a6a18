import { beforeAll, describe, expect, it } from "vitest";
import type { LeadRow, UserRow } from "@uplink/db";
import { CONTACT_DETAILS_REMOVED, messages, type LeadStatus } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createLead,
  createUser,
  leadInStatus,
  refusalOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

let customer: UserRow;
let installer: UserRow;
let otherCustomer: UserRow;
let otherInstaller: UserRow;
let admin: UserRow;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
  otherCustomer = await createUser(api.db, { role: "customer" });
  otherInstaller = await createUser(api.db, {
    role: "installer",
    verificationStatus: "APPROVED",
  });
  admin = await createUser(api.db, { role: "administrator" });
});

const as = async (user: UserRow) => createCaller(await contextFor(api.deps, user.id));

/** A lead of `customer` taken by `installer`, in `status`, and its conversation's id. */
async function chatIn(status: LeadStatus): Promise<{ lead: LeadRow; conversationId: string }> {
  const lead = await leadInStatus(api.db, customer.id, status, installer.id);
  const { id } = await api.db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", lead.id)
    .executeTakeFirstOrThrow();
  return { lead, conversationId: id };
}

const text = (body: string) => ({ body, type: "TEXT" as const });

describe("who may read a conversation", () => {
  it("lets the customer, the assigned installer and administrators read it, oldest first", async () => {
    const { lead, conversationId } = await chatIn("ACCEPTED");
    await (await as(customer)).conversation.send({ id: conversationId, ...text("Hello!") });
    await (await as(installer)).conversation.send({ id: conversationId, ...text("Hi, see you") });

    for (const reader of [customer, installer, admin]) {
      const conversation = await (await as(reader)).conversation.byId({ id: conversationId });
      expect(conversation).toMatchObject({ id: conversationId, leadId: lead.id });
      expect(
        conversation.messages.map(({ senderId, type, body }) => ({ senderId, type, body })),
      ).toEqual([
        { senderId: customer.id, type: "TEXT", body: "Hello!" },
        { senderId: installer.id, type: "TEXT", body: "Hi, see you" },
      ]);
    }
  });

  it("tells another customer, another installer and a wrong id that it does not exist", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    for (const stranger of [otherCustomer, otherInstaller]) {
      const caller = await as(stranger);
      expect(await refusalOf(caller.conversation.byId({ id: conversationId }))).toEqual({
        code: "NOT_FOUND",
        message: messages.server.notFound,
      });
      expect(
        await refusalOf(caller.conversation.send({ id: conversationId, ...text("Hi") })),
      ).toEqual({ code: "NOT_FOUND", message: messages.server.notFound });
    }
    const asCustomer = await as(customer);
    for (const id of ["7d9f0c3e-2b1a-4e5f-8a6b-9c0d1e2f3a4b", "not-a-uuid"]) {
      expect((await refusalOf(asCustomer.conversation.byId({ id }))).code).toBe(
        id === "not-a-uuid" ? "BAD_REQUEST" : "NOT_FOUND",
      );
    }
  });

  it("asks a visitor who is not signed in to sign in", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    const anonymous = createCaller(await anonymousContext(api.deps));
    expect(await refusalOf(anonymous.conversation.byId({ id: conversationId }))).toEqual({
      code: "UNAUTHORIZED",
      message: messages.server.notSignedIn,
    });
  });

  it("serves GET /api/leads/{id}/messages to the same people, empty before acceptance", async () => {
    const { lead, conversationId } = await chatIn("ON_SITE");
    await (await as(installer)).conversation.send({ id: conversationId, ...text("On my way") });
    for (const reader of [customer, installer, admin]) {
      const listed = await (await as(reader)).leadAliases.messages({ id: lead.id });
      expect(listed.map((message) => message.body)).toEqual(["On my way"]);
    }
    for (const stranger of [otherCustomer, otherInstaller]) {
      expect(
        (await refusalOf((await as(stranger)).leadAliases.messages({ id: lead.id }))).code,
      ).toBe("NOT_FOUND");
    }
    const fresh = await createLead(api.db, customer.id);
    expect(await (await as(customer)).leadAliases.messages({ id: fresh.id })).toEqual([]);
  });
});

describe("who may write, and when", () => {
  it("is open to both parties in ACCEPTED, ON_SITE, DONE and REVISION", async () => {
    for (const status of ["ACCEPTED", "ON_SITE", "DONE", "REVISION"] as const) {
      const { conversationId } = await chatIn(status);
      for (const writer of [customer, installer]) {
        const sent = await (
          await as(writer)
        ).conversation.send({
          id: conversationId,
          ...text(`  Written in ${status}  `),
        });
        expect(sent).toMatchObject({
          senderId: writer.id,
          type: "TEXT",
          body: `Written in ${status}`,
          photoUrl: null,
        });
      }
    }
  });

  it("refuses with 409 once the lead is APPROVED, and stores nothing", async () => {
    const { conversationId } = await chatIn("APPROVED");
    expect(
      await refusalOf(
        (await as(customer)).conversation.send({ id: conversationId, ...text("Hi") }),
      ),
    ).toEqual({ code: "CONFLICT", message: messages.server.chatClosedIn("APPROVED") });
    const read = await (await as(customer)).conversation.byId({ id: conversationId });
    expect(read.messages).toEqual([]);
  });

  it("lets administrators read but not write", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    expect(
      await refusalOf((await as(admin)).conversation.send({ id: conversationId, ...text("Hi") })),
    ).toEqual({ code: "FORBIDDEN", message: messages.server.chatPartiesOnly });
  });

  it("refuses blank messages, messages over 2,000 characters and other types", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    const caller = await as(customer);
    // Called directly, a validation refusal carries the field issues; the message is among them.
    const refusal = async (message: { body: string; type: string }) => {
      const input = { id: conversationId, ...message } as Parameters<
        typeof caller.conversation.send
      >[0];
      const { code, message: issues } = await refusalOf(caller.conversation.send(input));
      return { code, issues };
    };
    for (const body of ["", "   ", "\n\t "]) {
      expect(await refusal(text(body))).toEqual({
        code: "BAD_REQUEST",
        issues: expect.stringContaining(messages.validation.messageRequired),
      });
    }
    expect(await refusal(text("a".repeat(2001)))).toEqual({
      code: "BAD_REQUEST",
      issues: expect.stringContaining(messages.validation.chatMessageTooLong),
    });
    expect(await refusal({ body: "hi", type: "SYSTEM" })).toEqual({
      code: "BAD_REQUEST",
      issues: expect.stringContaining(messages.validation.textMessageOnly),
    });
    await caller.conversation.send({ id: conversationId, ...text("a".repeat(2000)) });
    const read = await caller.conversation.byId({ id: conversationId });
    expect(read.messages.map((message) => message.body.length)).toEqual([2000]);
  });
});

describe("the after cursor", () => {
  it("returns only the messages written after the given one", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    const caller = await as(customer);
    const sent = [];
    for (const body of ["one", "two", "three"]) {
      sent.push(await caller.conversation.send({ id: conversationId, ...text(body) }));
    }
    const [first, , third] = sent;
    const afterFirst = await caller.conversation.byId({ id: conversationId, after: first?.id });
    expect(afterFirst.messages.map((message) => message.body)).toEqual(["two", "three"]);
    const afterLast = await caller.conversation.byId({ id: conversationId, after: third?.id });
    expect(afterLast.messages).toEqual([]);
  });

  it("refuses a cursor that is a message of another conversation", async () => {
    const mine = await chatIn("ACCEPTED");
    const other = await chatIn("ACCEPTED");
    const caller = await as(customer);
    const elsewhere = await caller.conversation.send({ id: other.conversationId, ...text("x") });
    expect(
      await refusalOf(caller.conversation.byId({ id: mine.conversationId, after: elsewhere.id })),
    ).toEqual({ code: "BAD_REQUEST", message: messages.server.chatCursorUnknown });
  });
});

describe("monitoring", () => {
  it("stores and shows a message with contact details redacted, warns the sender and alerts administrators", async () => {
    const { lead, conversationId } = await chatIn("ACCEPTED");
    const original = "Call me on +49 151 23456789 or mail max@example.com";
    const sent = await (
      await as(customer)
    ).conversation.send({
      id: conversationId,
      ...text(original),
    });
    expect(sent.body).toContain(CONTACT_DETAILS_REMOVED);
    expect(sent.body).not.toContain("23456789");
    expect(sent.body).not.toContain("max@example.com");

    const seen = await (await as(installer)).conversation.byId({ id: conversationId });
    expect(seen.messages.map(({ type, body, senderId }) => ({ type, body, senderId }))).toEqual([
      { type: "TEXT", body: sent.body, senderId: customer.id },
      { type: "SYSTEM", body: messages.server.contactDetailsRemoved, senderId: null },
    ]);
    const stored = await api.db
      .selectFrom("messages")
      .select("body")
      .where("conversationId", "=", conversationId)
      .execute();
    expect(stored.some((row) => row.body.includes("23456789"))).toBe(false);

    const alerts = await api.db
      .selectFrom("alerts")
      .selectAll()
      .where("leadId", "=", lead.id)
      .execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: "leak_detection",
      description: messages.server.contactLeakAlert(
        `${customer.firstName} ${customer.lastName}`,
        lead.title,
      ),
      userId: customer.id,
      isResolved: false,
      details: {
        originalText: original,
        leadId: lead.id,
        userId: customer.id,
        messageId: sent.id,
      },
    });
  });

  it("raises nothing for an ordinary message with numbers in it", async () => {
    const { lead, conversationId } = await chatIn("ACCEPTED");
    const body = "I will be there on 12.06. at 9:30, the dish costs €369.";
    const sent = await (
      await as(installer)
    ).conversation.send({ id: conversationId, ...text(body) });
    expect(sent.body).toBe(body);
    const alerts = await api.db
      .selectFrom("alerts")
      .select("id")
      .where("leadId", "=", lead.id)
      .execute();
    expect(alerts).toEqual([]);
  });
});

describe("participants", () => {
  it("names both parties, with each phone number in full only for its owner and administrators", async () => {
    const { conversationId } = await chatIn("ACCEPTED");
    await api.db
      .updateTable("users")
      .set({ phone: "+49 151 23456789" })
      .where("id", "=", customer.id)
      .execute();
    await api.db
      .updateTable("users")
      .set({ phone: "+49 170 9876543" })
      .where("id", "=", installer.id)
      .execute();
    const phones = async (viewer: UserRow) => {
      const { participants } = await (await as(viewer)).conversation.byId({ id: conversationId });
      return Object.fromEntries(participants.map((person) => [person.id, person.phone]));
    };
    const asCustomer = await phones(customer);
    expect(asCustomer[customer.id]).toBe("+49 151 23456789");
    expect(asCustomer[installer.id]).not.toContain("9876543");
    expect(asCustomer[installer.id]).toMatch(/•/);
    const asInstaller = await phones(installer);
    expect(asInstaller[installer.id]).toBe("+49 170 9876543");
    expect(asInstaller[customer.id]).not.toContain("23456789");
    expect(await phones(admin)).toEqual({
      [customer.id]: "+49 151 23456789",
      [installer.id]: "+49 170 9876543",
    });
  });
});
