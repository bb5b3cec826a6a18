import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages } from "@uplink/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorOf, field, submitWith, type } from "../../../test/fields";
import { currentLocation, renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, trpcError } from "../../../test/stubApi";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens Delete Account from the user menu of a signed-in customer. */
async function openDialog(hasPassword: boolean, routes: Parameters<typeof signedInAs>[1] = {}) {
  const api = signedInAs(aUser({ hasPassword }), routes);
  renderRoute("/dashboard");
  fireEvent.click(await screen.findByRole("button", { name: "Account menu for Jane Doe" }));
  await screen.findAllByRole("menuitem");
  fireEvent.click(
    within(screen.getByRole("menu")).getByRole("menuitem", { name: "Delete Account" }),
  );
  return { api, dialog: await screen.findByRole("dialog", { name: "Delete Account" }) };
}

describe("deleting an account that has no password", () => {
  it("offers a mailed code instead of a password field", async () => {
    const { dialog } = await openDialog(false);
    expect(within(dialog).queryByLabelText("Password")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Email me a code" })).toBeTruthy();
    expect(within(dialog).getByLabelText("Code from the email")).toBeTruthy();
  });

  it("emails a code, then deletes the account with it and signs out", async () => {
    const { api, dialog } = await openDialog(false, {
      "account.requestDeleteCode": () => data({ message: messages.info.deleteAccountCodeSent }),
      "account.deleteWithBody": () => data({ success: true }),
      "auth.signOut": () => trpcError(401, messages.server.notSignedIn),
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});

    fireEvent.click(within(dialog).getByRole("button", { name: "Email me a code" }));
    expect(await within(dialog).findByText(messages.info.deleteAccountCodeSent)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Email me a new code" })).toBeTruthy();
    expect(api.sent("account.requestDeleteCode")).toHaveLength(1);

    type("Code from the email", " 012345 ");
    submitWith("Delete my account");
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    const [request] = api.sent("account.deleteWithBody");
    expect(request?.input).toEqual({ code: "012345" });
  });

  it("checks the code's form before sending it", async () => {
    const { api } = await openDialog(false);
    type("Code from the email", "12ab");
    submitWith("Delete my account");
    expect(errorOf("Code from the email")).toBe(messages.validation.deleteAccountCodeInvalid);
    expect(api.sent("account.deleteWithBody")).toHaveLength(0);
  });

  it("keeps the account when the code is refused, and says why", async () => {
    const wrongCode = messages.server.wrongDeleteAccountCode;
    await openDialog(false, {
      "account.deleteWithBody": () => trpcError(400, wrongCode),
    });
    type("Code from the email", "123456");
    submitWith("Delete my account");
    expect(await screen.findByText(wrongCode)).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("session-token");
    expect(field("Code from the email").value).toBe("123456");
  });

  it("says why when no code could be sent", async () => {
    const { dialog } = await openDialog(false, {
      "account.requestDeleteCode": () => trpcError(429, messages.server.rateLimited),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByText(messages.server.rateLimited)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Email me a code" })).toBeTruthy();
  });
});

describe("deleting an account that has a password", () => {
  it("asks for the password and offers no code", async () => {
    const { api, dialog } = await openDialog(true, {
      "account.deleteWithBody": () => data({ success: true }),
      "auth.signOut": () => trpcError(401, messages.server.notSignedIn),
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(within(dialog).queryByRole("button", { name: "Email me a code" })).toBeNull();
    type("Password", "my password");
    submitWith("Delete my account");
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    const [request] = api.sent("account.deleteWithBody");
    expect(request?.input).toEqual({ password: "my password" });
  });
});
