import { screen, waitFor } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, choose, errorOf, field, submitWith, type } from "../../test/fields";
import { currentLocation, renderRoute } from "../../test/renderRoute";
import { aUser, data, stubApi, trpcError } from "../../test/stubApi";

const { validation } = messages;

async function openSignUp(path = "/signup") {
  renderRoute(path);
  await screen.findByLabelText("First name");
}

function fillIn(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    "First name": "Jane",
    "Last name": "Doe",
    Email: "jane@example.com",
    "Phone (optional)": "",
    "What brings you to Uplink?": "customer",
    Password: "long enough",
    "Confirm password": "long enough",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
}

describe("sign-up screen", () => {
  it("shows every field with a visible label, the role choices, the legal links and the way to sign in", async () => {
    stubApi();
    await openSignUp();

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Create Account");
    expect(field("Phone (optional)").placeholder).toBe("+49 151 23456789");
    const roles = [...field("What brings you to Uplink?").querySelectorAll("option")].map(
      (option) => [option.value, option.textContent],
    );
    expect(roles).toEqual([
      ["", "Select your role"],
      ["customer", "Find installers for my Starlink"],
      ["installer", "Become a Starlink installer"],
    ]);
    for (const [name, page] of [
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(page);
      expect(link.getAttribute("target"), `${name} keeps the form open`).toBe("_blank");
    }
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/signin?role=customer",
    );
  });

  it("shows every required-field message of SPEC §5 on submit", async () => {
    const api = stubApi();
    await openSignUp();
    submitWith("Create Account");

    expect(errorOf("First name")).toBe(validation.firstNameRequired);
    expect(errorOf("Last name")).toBe(validation.lastNameRequired);
    expect(errorOf("Email")).toBe(validation.emailInvalid);
    expect(errorOf("Phone (optional)")).toBeNull();
    expect(errorOf("What brings you to Uplink?")).toBe(validation.roleRequired);
    expect(errorOf("Password")).toBe(validation.passwordMin);
    expect(errorOf("Confirm password")).toBe(validation.confirmPasswordRequired);
    expect(api.sent("auth.signUp")).toHaveLength(0);
  });

  it("checks fields as they lose focus, and reports mismatched passwords on the confirmation", async () => {
    stubApi();
    await openSignUp();

    type("Email", "jane@");
    blur("Email");
    expect(errorOf("Email")).toBe(validation.emailInvalid);
    type("Password", "short");
    blur("Password");
    expect(errorOf("Password")).toBe(validation.passwordMin);
    blur("What brings you to Uplink?");
    expect(errorOf("What brings you to Uplink?")).toBe(validation.roleRequired);

    type("Password", "long enough");
    type("Confirm password", "long enuogh");
    blur("Confirm password");
    expect(errorOf("Confirm password")).toBe(validation.passwordsDontMatch);
    expect(errorOf("Password")).toBeNull();
  });

  it("sends the payload without the confirmation, and lands an installer on the installer dashboard", async () => {
    const installer = aUser({ role: "installer", verificationStatus: "NEW" });
    const api = stubApi({
      "auth.signUp": () => data({ token: "tok-new", user: installer }),
    });
    await openSignUp("/signup?role=installer");
    expect(field("What brings you to Uplink?").value).toBe("installer");
    fillIn({
      "First name": " Jane ",
      "What brings you to Uplink?": "installer",
      "Phone (optional)": "+49 151 23456789",
    });
    submitWith("Create Account");

    expect(await screen.findByText(messages.toasts.accountCreated.title)).toBeTruthy();
    expect(screen.getByText("We sent a verification link to jane@example.com.")).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/installer/dashboard"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("tok-new");
    expect(api.sent("auth.signUp")[0]?.input).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      // In international form the number names its country: sent in E.164.
      phone: "+4915123456789",
      password: "long enough",
      role: "installer",
    });
  });

  it("reads a national phone number by the chosen country, asking for one beside it", async () => {
    const api = stubApi({
      "auth.signUp": () => data({ token: "tok-fr", user: aUser({ country: "FR" }) }),
    });
    await openSignUp();
    expect(field("Country").value).toBe("");
    fillIn({ "Phone (optional)": "06 12 34 56" });
    submitWith("Create Account");
    expect(errorOf("Country")).toBe("Please select a country");
    expect(api.sent("auth.signUp")).toHaveLength(0);

    choose("Country", "France");
    expect(errorOf("Country")).toBeNull();
    expect(errorOf("Phone (optional)")).toBe("Enter a valid phone number for France");
    submitWith("Create Account");
    expect(api.sent("auth.signUp")).toHaveLength(0);

    type("Phone (optional)", "06 12 34 56 78");
    submitWith("Create Account");
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
    expect(api.sent("auth.signUp")[0]?.input).toMatchObject({
      phone: "06 12 34 56 78",
      country: "FR",
    });
  });

  it("leaves out a blank phone and sends a customer to /dashboard", async () => {
    const api = stubApi({
      "auth.signUp": () => data({ token: "tok-c", user: aUser() }),
    });
    await openSignUp();
    fillIn();
    submitWith("Create Account");

    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
    expect(api.sent("auth.signUp")[0]?.input).not.toHaveProperty("phone");
    expect(api.sent("auth.signUp")[0]?.input).not.toHaveProperty("confirmPassword");
  });

  it("shows the server's reason when the email is taken", async () => {
    stubApi({
      "auth.signUp": () => trpcError(409, messages.server.emailTaken),
    });
    await openSignUp();
    fillIn();
    submitWith("Create Account");

    expect(await screen.findByText(messages.toasts.signUpFailed.title)).toBeTruthy();
    expect(screen.getByText(messages.server.emailTaken)).toBeTruthy();
    expect(currentLocation()).toBe("/signup");
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'Failed to create account'", async () => {
    stubApi({
      "auth.signUp": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await openSignUp();
    fillIn();
    submitWith("Create Account");

    expect(await screen.findByText(messages.toasts.signUpFailed.title)).toBeTruthy();
    expect(screen.getByText(messages.errors.createAccountFailed)).toBeTruthy();
  });
});
