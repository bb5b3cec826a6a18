import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { validation } = messages;
const huge = "x".repeat(10_000);
const valid = {
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.bad-input@example.com",
  password: "correct horse",
  role: "customer",
};

function post(url: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

/** A 400 whose message is the first field's, with the field issues beside it. */
function expectFieldError(
  response: Awaited<ReturnType<typeof post>>,
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{
    code: string;
    message: string;
    issues: { path: string[]; message: string }[];
  }>();
  expect(body.code).toBe("BAD_REQUEST");
  expect(body.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  expect(body.message).toBe(body.issues[0]?.message);
  expect(response.body).not.toMatch(/stack|\.ts:\d+/);
}

describe("bad input is a 400 with field messages, never a 500", () => {
  it("missing fields", async () => {
    const response = await post("/api/auth/signup", {});
    expectFieldError(response, "firstName", validation.firstNameRequired);
    expectFieldError(response, "email", validation.emailInvalid);
    expectFieldError(response, "role", validation.roleRequired);
    expectFieldError(await post("/api/auth/signin", {}), "email", validation.emailRequired);
    expectFieldError(await post("/api/admin/login", {}), "username", validation.usernameRequired);
    expectFieldError(
      await post("/api/verify-email", {}),
      "token",
      validation.missingVerificationToken,
    );
    expectFieldError(
      await post("/api/auth/reset-password", { password: "12345678" }),
      "token",
      validation.missingResetToken,
    );
  });

  it("10 kB fields", async () => {
    expectFieldError(
      await post("/api/auth/signup", { ...valid, firstName: huge }),
      "firstName",
      validation.firstNameTooLong,
    );
    expectFieldError(
      await post("/api/auth/signup", { ...valid, lastName: huge }),
      "lastName",
      validation.lastNameTooLong,
    );
    expectFieldError(
      await post("/api/auth/signup", { ...valid, phone: huge }),
      "phone",
      validation.phoneTooLong,
    );
    expectFieldError(
      await post("/api/auth/signup", { ...valid, password: huge }),
      "password",
      validation.passwordTooLong,
    );
    expectFieldError(
      await post("/api/auth/signin", { email: `${huge}@example.com`, password: "x" }),
      "email",
      validation.emailTooLong,
    );
    expectFieldError(
      await post("/api/auth/forgot-password", { email: `${huge}@example.com` }),
      "email",
      validation.emailTooLong,
    );
    expectFieldError(
      await post("/api/admin/login", { username: huge, password: "x" }),
      "username",
      validation.usernameTooLong,
    );
    expectFieldError(
      await post("/api/verify-email", { token: huge }),
      "token",
      messages.server.invalidOrExpiredLink,
    );
  });

  it("JSON that is not a string where a string belongs, or not an object at all", async () => {
    for (const firstName of [42, true, null, ["Anna"], { name: "Anna" }]) {
      expectFieldError(
        await post("/api/auth/signup", { ...valid, firstName }),
        "firstName",
        validation.firstNameRequired,
      );
    }
    expectFieldError(
      await post("/api/auth/signin", { email: 5, password: {} }),
      "email",
      validation.emailRequired,
    );
    for (const body of ["just text", 12, [1, 2], null, true]) {
      expectFieldError(await post("/api/auth/signin", body), "email", validation.emailRequired);
    }
  });

  it("SQL-looking strings are only text: refused where invalid, stored as typed where valid", async () => {
    const injection = "'; DROP TABLE users; --";
    expectFieldError(
      await post("/api/auth/signin", { email: injection, password: injection }),
      "email",
      validation.emailInvalid,
    );
    expectFieldError(
      await post("/api/auth/signin", { email: "x@example.com' OR '1'='1", password: "x" }),
      "email",
      validation.emailInvalid,
    );
    const admin = await post("/api/admin/login", { username: "admin' --", password: injection });
    expect(admin.statusCode).toBe(401);
    const reset = await post("/api/auth/reset-password", {
      token: "' OR 1=1 --",
      password: "12345678",
    });
    expect(reset.statusCode).toBe(400);

    const created = await post("/api/auth/signup", {
      ...valid,
      email: "robert.tables@example.com",
      firstName: "Robert'); DROP TABLE users;--",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ user: { firstName: "Robert'); DROP TABLE users;--" } });
  });

  it("unicode is text like any other", async () => {
    const created = await post("/api/auth/signup", {
      ...valid,
      email: "zoe.unicode@example.com",
      firstName: "Zoë 李 🚀",
      lastName: "Ñandú‮",
      phone: "٠٣٠ ١٢٣",
      password: "pässwörd 🔑",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ user: { firstName: "Zoë 李 🚀", lastName: "Ñandú‮" } });
    const signIn = await post("/api/auth/signin", {
      email: "zoe.unicode@example.com",
      password: "pässwörd 🔑",
    });
    expect(signIn.statusCode).toBe(200);
    expectFieldError(
      await post("/api/auth/signup", { ...valid, email: "zoë@exämple" }),
      "email",
      validation.emailInvalid,
    );
    expectFieldError(
      await post("/api/auth/forgot-password", { email: "ünïcødé@example.com" }),
      "email",
      validation.emailInvalid,
    );
  });

  it("the same over tRPC", async () => {
    const response = await post("/trpc/auth.signUp", { ...valid, firstName: huge });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: validation.firstNameTooLong, data: { code: "BAD_REQUEST" } },
    });
  });
});
