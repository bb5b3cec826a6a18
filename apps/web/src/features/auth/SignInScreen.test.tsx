import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, errorOf, field, submitWith, type } from "../../test/fields";
import { currentLocation, renderRoute } from "../../test/renderRoute";
import type { ProcedureOutput } from "../../test/procedures";
import { aUser, data, signedInAs, stubApi, trpcError } from "../../test/stubApi";

const { validation } = messages;

async function openSignIn(path = "/signin") {
  renderRoute(path);
  await screen.findByLabelText("Email");
}

function signInWith(email: string, password: string) {
  type("Email", email);
  type("Password", password);
  submitWith("Sign In");
}

describe("sign-in screen", () => {
  it.each([
    ["/signin", "Customer Sign In"],
    ["/signin?role=customer", "Customer Sign In"],
    ["/signin?role=installer", "Installer Sign In"],
    ["/signin?role=administrator", "Customer Sign In"],
  ])("%s is titled '%s'", async (path, title) => {
    stubApi();
    await openSignIn(path);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
  });

  it("shows the email form with its links when no hosted sign-in is configured", async () => {
    stubApi();
    await openSignIn("/signin?role=installer");

    expect(field("Password").type).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/signup?role=installer",
    );
    expect(screen.queryByText("Setting up secure login")).toBeNull();
  });

  it("shows and hides the password", async () => {
    stubApi();
    await openSignIn();
    const toggle = screen.getByRole("button", { name: "Show password" });

    fireEvent.mouseDown(toggle);
    expect(field("Password").type).toBe("text");
    fireEvent.mouseDown(toggle);
    expect(field("Password").type).toBe("password");
  });

  it("requires an email and a password on submit, without calling the server", async () => {
    const api = stubApi();
    await openSignIn();
    submitWith("Sign In");

    expect(errorOf("Email")).toBe(validation.emailRequired);
    expect(errorOf("Password")).toBe(validation.passwordRequired);
    expect(api.sent("auth.signIn")).toHaveLength(0);
  });

  it("checks a field when it loses focus", async () => {
    stubApi();
    await openSignIn();

    blur("Email");
    expect(errorOf("Email")).toBe(validation.emailRequired);
    expect(errorOf("Password")).toBeNull();

    type("Email", "not-an-email");
    blur("Email");
    expect(errorOf("Email")).toBe(validation.emailInvalid);

    blur("Password");
    expect(errorOf("Password")).toBe(validation.passwordRequired);
  });

  it("signs in, welcomes back and goes to the installer dashboard", async () => {
    const installer = aUser({ role: "installer", verificationStatus: "APPROVED" });
    const api = stubApi({
      "auth.signIn": () => data({ token: "tok-1", user: installer }),
    });
    await openSignIn("/signin?role=installer");
    signInWith(" jane@example.com ", "correct horse");

    expect(await screen.findByText(messages.toasts.welcomeBack.title)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/installer/dashboard"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("tok-1");
    expect(api.sent("auth.signIn")[0]?.input).toEqual({
      email: "jane@example.com",
      password: "correct horse",
    });
    // The user is cached from the sign-in answer: no extra `me` call.
    expect(api.sent("auth.me")).toHaveLength(0);
  });

  it("sends a customer to /dashboard", async () => {
    stubApi({ "auth.signIn": () => data({ token: "tok-2", user: aUser() }) });
    await openSignIn();
    signInWith("jane@example.com", "correct horse");

    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });

  it("shows the server's reason when sign-in fails", async () => {
    stubApi({
      "auth.signIn": () => trpcError(429, messages.server.rateLimited),
    });
    await openSignIn();
    signInWith("jane@example.com", "wrong");

    expect(await screen.findByText(messages.toasts.signInFailed.title)).toBeTruthy();
    expect(screen.getByText(messages.server.rateLimited)).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentLocation()).toBe("/signin");
  });

  it("falls back to 'Invalid email or password' when the failure carries no message", async () => {
    stubApi({ "auth.signIn": () => trpcError(502, "") });
    await openSignIn();
    signInWith("jane@example.com", "wrong");

    expect(await screen.findByText(messages.toasts.signInFailed.title)).toBeTruthy();
    expect(screen.getByText(messages.errors.invalidCredentials)).toBeTruthy();
  });

  it("cannot be submitted twice while signing in", async () => {
    let answer: (result: ProcedureOutput<"auth.signIn">) => void = () => {};
    const api = stubApi({
      "auth.signIn": () => new Promise((resolve) => (answer = (result) => resolve(data(result)))),
    });
    await openSignIn();
    signInWith("jane@example.com", "correct horse");
    await waitFor(() => expect(api.sent("auth.signIn")).toHaveLength(1));
    submitWith("Sign In");
    fireEvent.submit(field("Email").closest("form") as HTMLFormElement);

    await act(() => Promise.resolve(answer({ token: "tok-3", user: aUser() })));
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
    expect(api.sent("auth.signIn")).toHaveLength(1);
  });

  it.each([
    ["customer", "/dashboard"],
    ["installer", "/installer/dashboard"],
    ["administrator", "/admin-dashboard"],
  ] as const)("sends a signed-in %s straight to %s", async (role, dashboard) => {
    signedInAs(aUser({ role }));
    renderRoute("/signin");

    await waitFor(() => expect(currentLocation()).toBe(dashboard));
  });

  it("shows the form to someone whose stored token the server refuses", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "expired");
    stubApi({ "auth.me": () => trpcError(401, messages.server.notSignedIn) });
    await openSignIn();

    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(currentLocation()).toBe("/signin");
  });
});
