import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { fieldsWithIssues, messagesAt } from "../test-support";
import {
  EMAIL_MAX_LENGTH,
  LINK_TOKEN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from "../constants";
import {
  changePasswordSchema,
  confirmHostedLinkSchema,
  deleteAccountBodySchema,
  deleteAccountCodeSchema,
  deleteAccountRequestSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
  setLocaleSchema,
  signInSchema,
  verifyEmailSchema,
} from "./auth";
import { signUpFormSchema, signUpPayloadSchema } from "./sign-up";

const { validation } = messages;

describe("signInSchema", () => {
  const valid = { email: "anna@example.com", password: "secret" };

  it("accepts an email and a password, trimming the email", () => {
    expect(signInSchema.parse({ ...valid, email: "  anna@example.com " })).toEqual(valid);
  });

  it("asks for a missing email with 'Email is required'", () => {
    expect(messagesAt(signInSchema, { ...valid, email: "" }, "email")).toEqual([
      "Email is required",
    ]);
    expect(messagesAt(signInSchema, { password: "secret" }, "email")).toEqual([
      validation.emailRequired,
    ]);
    expect(messagesAt(signInSchema, { ...valid, email: "   " }, "email")).toEqual([
      validation.emailRequired,
    ]);
  });

  it("refuses a malformed email with 'Please enter a valid email address'", () => {
    expect(messagesAt(signInSchema, { ...valid, email: "anna@" }, "email")).toEqual([
      "Please enter a valid email address",
    ]);
  });

  it("asks for a missing password with 'Password is required'", () => {
    expect(messagesAt(signInSchema, { ...valid, password: "" }, "password")).toEqual([
      "Password is required",
    ]);
    expect(messagesAt(signInSchema, { email: valid.email }, "password")).toEqual([
      validation.passwordRequired,
    ]);
  });

  it("takes the password as typed, spaces included", () => {
    expect(signInSchema.parse({ ...valid, password: " pass word " }).password).toBe(" pass word ");
  });
});

describe("signUpFormSchema", () => {
  const valid = {
    firstName: "Anna",
    lastName: "Schmidt",
    email: "anna@example.com",
    phone: "+49 151 23456789",
    role: "customer",
    password: "correct horse",
    confirmPassword: "correct horse",
  };

  it("accepts a complete form, a number in international form given back in E.164", () => {
    expect(signUpFormSchema.parse(valid)).toEqual({ ...valid, phone: "+4915123456789" });
  });

  it("refuses an impossible number in international form even without a country", () => {
    expect(messagesAt(signUpFormSchema, { ...valid, phone: "+49 151 12" }, "phone")).toEqual([
      validation.phoneInvalid,
    ]);
    expect(messagesAt(signUpFormSchema, { ...valid, phone: "+49 151 12" }, "country")).toEqual([]);
  });

  it("leaves the phone optional", () => {
    expect(signUpFormSchema.parse({ ...valid, phone: undefined }).phone).toBeUndefined();
    expect(signUpFormSchema.parse({ ...valid, phone: "" }).phone).toBeUndefined();
  });

  it("asks for the first and last name", () => {
    expect(messagesAt(signUpFormSchema, { ...valid, firstName: "" }, "firstName")).toEqual([
      "First name is required",
    ]);
    expect(messagesAt(signUpFormSchema, { ...valid, firstName: " " }, "firstName")).toEqual([
      validation.firstNameRequired,
    ]);
    expect(messagesAt(signUpFormSchema, { ...valid, lastName: "" }, "lastName")).toEqual([
      "Last name is required",
    ]);
    expect(messagesAt(signUpFormSchema, { ...valid, lastName: undefined }, "lastName")).toEqual([
      validation.lastNameRequired,
    ]);
  });

  it("asks for a valid email, empty or malformed", () => {
    for (const email of ["", "anna", "anna@example", undefined]) {
      expect(messagesAt(signUpFormSchema, { ...valid, email }, "email")).toEqual([
        validation.emailInvalid,
      ]);
    }
  });

  it("offers only customer and installer as roles, with 'Please select your role'", () => {
    expect(signUpFormSchema.parse({ ...valid, role: "installer" }).role).toBe("installer");
    expect(messagesAt(signUpFormSchema, { ...valid, role: "" }, "role")).toEqual([
      "Please select your role",
    ]);
    for (const role of [undefined, "administrator", "admin"]) {
      expect(messagesAt(signUpFormSchema, { ...valid, role }, "role")).toEqual([
        validation.roleRequired,
      ]);
    }
  });

  it("wants a password of at least 8 characters", () => {
    const short = { ...valid, password: "1234567", confirmPassword: "1234567" };
    expect(messagesAt(signUpFormSchema, short, "password")).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(messagesAt(signUpFormSchema, { ...valid, password: undefined }, "password")).toEqual([
      validation.passwordMin,
    ]);
    const eight = { ...valid, password: "12345678", confirmPassword: "12345678" };
    expect(signUpFormSchema.safeParse(eight).success).toBe(true);
  });

  it("asks for the confirmation, and only that, when it is blank", () => {
    expect(
      messagesAt(signUpFormSchema, { ...valid, confirmPassword: "" }, "confirmPassword"),
    ).toEqual(["Please confirm your password"]);
    expect(
      messagesAt(signUpFormSchema, { ...valid, confirmPassword: undefined }, "confirmPassword"),
    ).toEqual([validation.confirmPasswordRequired]);
  });

  it('shows "Passwords don\'t match" on the confirmation field', () => {
    const mismatch = { ...valid, confirmPassword: "correct horsE" };
    expect(messagesAt(signUpFormSchema, mismatch, "confirmPassword")).toEqual([
      "Passwords don't match",
    ]);
    expect(fieldsWithIssues(signUpFormSchema, mismatch)).toEqual(["confirmPassword"]);
  });

  it("shows the mismatch even while other fields are still invalid", () => {
    const form = { ...valid, firstName: "", confirmPassword: "other" };
    expect(messagesAt(signUpFormSchema, form, "confirmPassword")).toEqual([
      validation.passwordsDontMatch,
    ]);
    expect(messagesAt(signUpFormSchema, form, "firstName")).toEqual([validation.firstNameRequired]);
  });
});

describe("the sign-up's country", () => {
  const form = {
    firstName: "Anna",
    lastName: "Schmidt",
    email: "anna@example.com",
    role: "customer",
    password: "correct horse",
    confirmPassword: "correct horse",
  };

  it("is optional, and blank until chosen", () => {
    expect(signUpFormSchema.safeParse({ ...form, country: "" }).success).toBe(true);
    expect(signUpPayloadSchema.parse({ ...form, country: "" }).country).toBeUndefined();
    expect(signUpPayloadSchema.parse({ ...form, country: "at" }).country).toBe("AT");
  });

  it("reads the phone number by it, naming the country when the number is not one of its", () => {
    const french = { ...form, country: "FR", phone: "06 12 34 56" };
    expect(messagesAt(signUpFormSchema, french, "phone")).toEqual([
      "Enter a valid phone number for France",
    ]);
    expect(messagesAt(signUpPayloadSchema, french, "phone")).toEqual([
      "Enter a valid phone number for France",
    ]);
    expect(signUpFormSchema.safeParse({ ...french, phone: "06 12 34 56 78" }).success).toBe(true);
  });

  it("is asked for beside a national number, which only its country can read", () => {
    expect(messagesAt(signUpFormSchema, { ...form, phone: "0151 23456789" }, "country")).toEqual([
      validation.countryRequired,
    ]);
    expect(signUpFormSchema.safeParse({ ...form, phone: "+49 151 23456789" }).success).toBe(true);
  });

  it("is not asked of a REST client, whose phone number is taken as before", () => {
    expect(signUpPayloadSchema.parse({ ...form, phone: "0151 23456789" }).phone).toBe(
      "0151 23456789",
    );
  });
});

describe("signUpPayloadSchema", () => {
  it("is the form without the confirmation", () => {
    const payload = {
      firstName: "Jan",
      lastName: "Kowalski",
      email: "jan@example.com",
      role: "installer",
      password: "12345678",
    };
    expect(signUpPayloadSchema.parse({ ...payload, confirmPassword: "anything" })).toEqual(payload);
  });

  it("keeps the field messages of the form", () => {
    expect(messagesAt(signUpPayloadSchema, { role: "administrator" }, "role")).toEqual([
      validation.roleRequired,
    ]);
    expect(messagesAt(signUpPayloadSchema, {}, "password")).toEqual([validation.passwordMin]);
  });
});

describe("server-side bounds", () => {
  const payload = {
    firstName: "Anna",
    lastName: "Schmidt",
    email: "anna@example.com",
    role: "customer",
    password: "correct horse",
  };

  it("accepts each field at its longest", () => {
    const longest = {
      ...payload,
      firstName: "A".repeat(NAME_MAX_LENGTH),
      lastName: "S".repeat(NAME_MAX_LENGTH),
      email: `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH - 69)}.com`,
      phone: "1".repeat(PHONE_MAX_LENGTH),
      password: "p".repeat(PASSWORD_MAX_LENGTH),
    };
    expect(longest.email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(signUpPayloadSchema.safeParse(longest).success).toBe(true);
  });

  it("refuses 10 kB fields with a message naming the field", () => {
    const huge = "x".repeat(10_000);
    expect(messagesAt(signUpPayloadSchema, { ...payload, firstName: huge }, "firstName")).toEqual([
      "First name must be at most 100 characters",
    ]);
    expect(messagesAt(signUpPayloadSchema, { ...payload, lastName: huge }, "lastName")).toEqual([
      validation.lastNameTooLong,
    ]);
    expect(messagesAt(signUpPayloadSchema, { ...payload, phone: huge }, "phone")).toEqual([
      validation.phoneTooLong,
    ]);
    expect(messagesAt(signUpPayloadSchema, { ...payload, password: huge }, "password")).toEqual([
      validation.passwordTooLong,
    ]);
    expect(messagesAt(signUpPayloadSchema, { ...payload, email: `${huge}@x.de` }, "email")).toEqual(
      [validation.emailTooLong],
    );
    expect(messagesAt(signInSchema, { email: `${huge}@x.de`, password: "x" }, "email")).toEqual([
      validation.emailTooLong,
    ]);
    expect(messagesAt(signInSchema, { email: "a@b.de", password: huge }, "password")).toEqual([
      validation.passwordTooLong,
    ]);
  });

  it("reads a null or blank phone as no phone, and refuses a phone that is not text", () => {
    expect(signUpPayloadSchema.parse({ ...payload, phone: null }).phone).toBeUndefined();
    expect(signUpPayloadSchema.parse({ ...payload, phone: "  " }).phone).toBeUndefined();
    expect(messagesAt(signUpPayloadSchema, { ...payload, phone: 49 }, "phone")).toEqual([
      validation.phoneInvalid,
    ]);
  });

  it("calls an oversized link token an invalid link", () => {
    const token = "t".repeat(LINK_TOKEN_MAX_LENGTH + 1);
    expect(messagesAt(verifyEmailSchema, { token }, "token")).toEqual([
      messages.server.invalidOrExpiredLink,
    ]);
    expect(
      messagesAt(resetPasswordPayloadSchema, { token, password: "new secret" }, "token"),
    ).toEqual([messages.server.invalidOrExpiredLink]);
  });
});

describe("forgotPasswordSchema", () => {
  it("wants a valid email", () => {
    expect(forgotPasswordSchema.parse({ email: " anna@example.com" })).toEqual({
      email: "anna@example.com",
    });
    expect(messagesAt(forgotPasswordSchema, { email: "anna" }, "email")).toEqual([
      validation.emailInvalid,
    ]);
  });
});

describe("resetPasswordFormSchema", () => {
  it("accepts matching passwords of at least 8 characters", () => {
    const form = { password: "new secret", confirmPassword: "new secret" };
    expect(resetPasswordFormSchema.parse(form)).toEqual(form);
  });

  it("wants at least 8 characters", () => {
    const form = { password: "short", confirmPassword: "short" };
    expect(messagesAt(resetPasswordFormSchema, form, "password")).toEqual([
      "Password must be at least 8 characters",
    ]);
  });

  it("shows 'Passwords do not match' on the confirmation field, blank included", () => {
    expect(
      messagesAt(
        resetPasswordFormSchema,
        { password: "new secret", confirmPassword: "new secreT" },
        "confirmPassword",
      ),
    ).toEqual(["Passwords do not match"]);
    expect(
      messagesAt(
        resetPasswordFormSchema,
        { password: "new secret", confirmPassword: "" },
        "confirmPassword",
      ),
    ).toEqual([validation.passwordsDoNotMatch]);
  });
});

describe("resetPasswordPayloadSchema", () => {
  it("carries the token and the new password", () => {
    const payload = { token: "abc", password: "new secret" };
    expect(resetPasswordPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("refuses a missing token or a short password", () => {
    expect(messagesAt(resetPasswordPayloadSchema, { password: "new secret" }, "token")).toEqual([
      validation.missingResetToken,
    ]);
    expect(
      messagesAt(resetPasswordPayloadSchema, { token: "abc", password: "1" }, "password"),
    ).toEqual([validation.passwordMin]);
  });
});

describe("verifyEmailSchema", () => {
  it("says 'No verification token found in the URL.' without a token", () => {
    expect(messagesAt(verifyEmailSchema, {}, "token")).toEqual([
      "No verification token found in the URL.",
    ]);
    expect(messagesAt(verifyEmailSchema, { token: "" }, "token")).toEqual([
      validation.missingVerificationToken,
    ]);
    expect(verifyEmailSchema.parse({ token: "abc" })).toEqual({ token: "abc" });
  });
});

describe("confirmHostedLinkSchema", () => {
  it("wants the mailed token, and calls an oversized one an invalid link", () => {
    expect(confirmHostedLinkSchema.parse({ token: " abc " })).toEqual({ token: "abc" });
    expect(messagesAt(confirmHostedLinkSchema, {}, "token")).toEqual([
      "No confirmation token found in the URL.",
    ]);
    const token = "t".repeat(LINK_TOKEN_MAX_LENGTH + 1);
    expect(messagesAt(confirmHostedLinkSchema, { token }, "token")).toEqual([
      messages.server.invalidOrExpiredLink,
    ]);
  });
});

describe("changePasswordSchema", () => {
  it("asks for the current password and a new one of at least 8 characters", () => {
    const input = { currentPassword: "old", newPassword: "new secret" };
    expect(changePasswordSchema.parse(input)).toEqual(input);
    expect(
      messagesAt(changePasswordSchema, { ...input, currentPassword: "" }, "currentPassword"),
    ).toEqual([validation.currentPasswordRequired]);
    expect(
      messagesAt(changePasswordSchema, { ...input, newPassword: "short" }, "newPassword"),
    ).toEqual([validation.passwordMin]);
  });
});

describe("deleteAccountRequestSchema", () => {
  it("leaves the password out for REST clients, who send a header instead", () => {
    expect(deleteAccountRequestSchema.parse({})).toEqual({});
    expect(deleteAccountRequestSchema.parse({ password: "secret" })).toEqual({
      password: "secret",
    });
    expect(messagesAt(deleteAccountRequestSchema, { password: "" }, "password")).toEqual([
      validation.passwordRequired,
    ]);
  });
});

describe("deleteAccountSchema", () => {
  it("asks for the password again", () => {
    expect(deleteAccountSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(messagesAt(deleteAccountSchema, { password: "" }, "password")).toEqual([
      validation.passwordRequired,
    ]);
  });
});

describe("deleteAccountCodeSchema", () => {
  it("takes the six digits of the mailed code, trimmed", () => {
    expect(deleteAccountCodeSchema.parse({ code: " 012345 " })).toEqual({ code: "012345" });
    for (const code of ["", "12345", "1234567", "12ab56", "１２３４５６", "1".repeat(10_000)]) {
      expect(messagesAt(deleteAccountCodeSchema, { code }, "code"), code.slice(0, 10)).toEqual([
        validation.deleteAccountCodeInvalid,
      ]);
    }
  });
});

describe("deleteAccountBodySchema", () => {
  it("takes the password or the code; which one an account needs is the server's to say", () => {
    expect(deleteAccountBodySchema.parse({})).toEqual({});
    expect(deleteAccountBodySchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(deleteAccountBodySchema.parse({ code: "123456" })).toEqual({ code: "123456" });
    expect(messagesAt(deleteAccountBodySchema, { code: "12" }, "code")).toEqual([
      validation.deleteAccountCodeInvalid,
    ]);
    expect(messagesAt(deleteAccountBodySchema, { password: "" }, "password")).toEqual([
      validation.passwordRequired,
    ]);
  });
});

describe("setLocaleSchema", () => {
  it("takes one of the six languages and nothing else", () => {
    for (const locale of ["en", "de", "fr", "es", "it", "pl"]) {
      expect(setLocaleSchema.parse({ locale })).toEqual({ locale });
    }
    for (const locale of ["", "EN", "nl", "de-DE", 7, null]) {
      expect(setLocaleSchema.safeParse({ locale }).success).toBe(false);
    }
    expect(setLocaleSchema.safeParse({}).success).toBe(false);
  });
});
