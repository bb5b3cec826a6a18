import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import {
  ADMIN_PAGE_MAX,
  adminLoginSchema,
  adminPageQuery,
  adminUserListQuery,
  adminUserSchema,
  adminUserStatus,
  alertIdInput,
  messageUserSchema,
  noticeSchema,
  userIdInput,
} from "./admin";

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

describe("admin list queries", () => {
  it("take a limit from the query string and the id of the previous page's last row", () => {
    expect(adminPageQuery.parse({ limit: "20", cursor: userId })).toEqual({
      limit: 20,
      cursor: userId,
    });
    expect(adminPageQuery.parse({})).toEqual({});
    expect(adminPageQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(adminPageQuery.safeParse({ limit: String(ADMIN_PAGE_MAX + 1) }).success).toBe(false);
    expect(messagesAt(adminPageQuery, { cursor: "yesterday" }, "cursor")).toEqual([
      validation.idInvalid,
    ]);
  });

  it("let the users list be narrowed to customers or installers, never administrators", () => {
    expect(adminUserListQuery.parse({ role: "installer" })).toEqual({ role: "installer" });
    expect(adminUserListQuery.safeParse({ role: "administrator" }).success).toBe(false);
  });
});

describe("adminUserStatus", () => {
  it("shows a customer as APPROVED once their email is verified, else NEW", () => {
    const customer = { role: "customer", verificationStatus: null } as const;
    expect(adminUserStatus({ ...customer, emailVerified: true })).toBe("APPROVED");
    expect(adminUserStatus({ ...customer, emailVerified: false })).toBe("NEW");
  });

  it("shows an installer's verification status, NEW when there is none", () => {
    const installer = { role: "installer", emailVerified: true } as const;
    expect(adminUserStatus({ ...installer, verificationStatus: "REJECTED" })).toBe("REJECTED");
    expect(adminUserStatus({ ...installer, verificationStatus: "ACCEPTED" })).toBe("ACCEPTED");
    expect(adminUserStatus({ ...installer, verificationStatus: null })).toBe("NEW");
  });
});

describe("admin answers", () => {
  it("describe a user with its status and a notice", () => {
    const user = {
      id: userId,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
      phone: "+491701234567",
      country: "DE",
      role: "installer",
      emailVerified: true,
      verificationStatus: "ACCEPTED",
      hasPassword: true,
      locale: "de",
      createdAt: "2026-01-02T03:04:05.000Z",
    };
    expect(adminUserSchema.safeParse({ ...user, status: "ACCEPTED" }).success).toBe(true);
    expect(adminUserSchema.safeParse(user).success).toBe(false);
    expect(
      noticeSchema.safeParse({
        id: userId,
        body: "Please verify your email.",
        createdAt: "2026-01-02T03:04:05.000Z",
        readAt: null,
      }).success,
    ).toBe(true);
  });
});
