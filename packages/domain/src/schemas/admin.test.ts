import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { adminLoginSchema, alertIdInput, messageUserSchema, userIdInput } from "./admin";

const { validation } = messages;
const userId = "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69";

describe("adminLoginSchema", () => {
  it("accepts a username and a password", () => {
    expect(adminLoginSchema.parse({ username: " admin ", password: "secret" })).toEqual({
      username: "admin",
      password: "secret",
    });
  });

  it("refuses an oversized username or password", () => {
    const huge = "x".repeat(10_000);
    expect(
      messagesAt(adminLoginSchema, { username: huge, password: "secret" }, "username"),
    ).toEqual([validation.usernameTooLong]);
    expect(messagesAt(adminLoginSchema, { username: "admin", password: huge }, "password")).toEqual(
      [validation.passwordTooLong],
    );
  });

  it("asks for both", () => {
    expect(messagesAt(adminLoginSchema, { username: "", password: "secret" }, "username")).toEqual([
      validation.usernameRequired,
    ]);
    expect(messagesAt(adminLoginSchema, { username: "admin", password: "" }, "password")).toEqual([
      validation.passwordRequired,
    ]);
  });
});

describe("messageUserSchema", () => {
  it("accepts a user and a message", () => {
    expect(messageUserSchema.parse({ userId, message: " Please verify your email. " })).toEqual({
      userId,
      message: "Please verify your email.",
    });
  });

  it("refuses a blank message, a message over 5000 characters and an unknown user id", () => {
    expect(messagesAt(messageUserSchema, { userId, message: "  " }, "message")).toEqual([
      validation.messageRequired,
    ]);
    expect(messageUserSchema.safeParse({ userId, message: "a".repeat(5000) }).success).toBe(true);
    expect(messagesAt(messageUserSchema, { userId, message: "a".repeat(5001) }, "message")).toEqual(
      [validation.adminMessageTooLong],
    );
    expect(messagesAt(messageUserSchema, { userId: "7", message: "Hi" }, "userId")).toEqual([
      validation.idInvalid,
    ]);
  });
});

describe("admin id inputs", () => {
  it("name an installer or an alert by its uuid", () => {
    expect(userIdInput.parse({ id: userId })).toEqual({ id: userId });
    expect(alertIdInput.parse({ id: userId })).toEqual({ id: userId });
    expect(messagesAt(alertIdInput, { id: "abc" }, "id")).toEqual([validation.idInvalid]);
  });
});
