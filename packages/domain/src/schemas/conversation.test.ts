import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { chatMessageSchema, conversationPollInput } from "./conversation";

const { validation } = messages;

describe("chatMessageSchema", () => {
  it("accepts a text message, trimmed", () => {
    expect(chatMessageSchema.parse({ body: "  See you at nine ", type: "TEXT" })).toEqual({
      body: "See you at nine",
      type: "TEXT",
    });
  });

  it("refuses a message that is blank after trimming", () => {
    for (const body of ["", "   ", "\n\t"]) {
      expect(messagesAt(chatMessageSchema, { body, type: "TEXT" }, "body")).toEqual([
        validation.messageRequired,
      ]);
    }
  });

  it("refuses a message longer than 2000 characters", () => {
    expect(chatMessageSchema.safeParse({ body: "a".repeat(2000), type: "TEXT" }).success).toBe(
      true,
    );
    expect(messagesAt(chatMessageSchema, { body: "a".repeat(2001), type: "TEXT" }, "body")).toEqual(
      [validation.chatMessageTooLong],
    );
  });

  it("lets people send only TEXT messages", () => {
    for (const type of ["SYSTEM", "PHOTO", undefined]) {
      expect(messagesAt(chatMessageSchema, { body: "hello", type }, "type")).toEqual([
        validation.textMessageOnly,
      ]);
    }
  });
});

describe("conversationPollInput", () => {
  const id = "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69";

  it("takes the conversation and an optional cursor", () => {
    expect(conversationPollInput.parse({ id })).toEqual({ id });
    const after = "9b2e4c1a-7d3f-4e8a-b6c5-2f1e0d9c8b7a";
    expect(conversationPollInput.parse({ id, after })).toEqual({ id, after });
    expect(messagesAt(conversationPollInput, { id, after: "yesterday" }, "after")).toEqual([
      validation.cursorInvalid,
    ]);
  });
});
