import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages, type Role } from "@uplink/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blur, errorOf, submitWith, type } from "../../../test/fields";
import { currentLocation, renderRoute } from "../../../test/renderRoute";
import type { ProcedureOutput } from "../../../test/procedures";
import { aUser, data, signedInAs, trpcError } from "../../../test/stubApi";

afterEach(() => {
  vi.restoreAllMocks();
});

async function openMenu(name = "Jane Doe") {
  fireEvent.click(await screen.findByRole("button", { name: `Account menu for ${name}` }));
  // The items become accessible once the dropdown's opening transition has run.
  await screen.findAllByRole("menuitem");
  return screen.getByRole("menu");
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
}

describe("user menu", () => {
  it("shows a customer their initial, name, account type and every customer item", async () => {
    signedInAs(aUser());
    renderRoute("/");
    const trigger = await screen.findByRole("button", { name: "Account menu for Jane Doe" });
    expect(within(trigger).getByText("J")).toBeTruthy();

    const menu = await openMenu();
    expect(within(menu).getByText("Jane Doe")).toBeTruthy();
    expect(within(menu).getByText("Customer Account")).toBeTruthy();
    expect(itemNames(menu)).toEqual([
      "Dashboard",
      "New Request",
      "Settings",
      "Change Password",
      "Delete Account",
      "Sign Out",
    ]);
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(within(menu).getByRole("menuitem", { name: "New Request" }).getAttribute("href")).toBe(
      "/create-lead",
    );
  });

  it("gives an installer their dashboard and neither customer-only items nor the Admin link", async () => {
    signedInAs(aUser({ firstName: "Ian", lastName: "Stall", role: "installer" }));
    renderRoute("/");
    const menu = await openMenu("Ian Stall");

    expect(within(menu).getByText("Installer Account")).toBeTruthy();
    expect(itemNames(menu)).toEqual(["Dashboard", "Settings", "Sign Out"]);
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" }).getAttribute("href")).toBe(
      "/installer/dashboard",
    );
    expect(within(screen.getByRole("banner")).queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("gives an administrator the Admin link and the Admin Dashboard item", async () => {
    signedInAs(aUser({ firstName: "Ada", lastName: "Min", role: "administrator" }));
    renderRoute("/");
    const menu = await openMenu("Ada Min");

    expect(within(menu).getByText("Administrator Account")).toBeTruthy();
    expect(itemNames(menu)).toEqual(["Dashboard", "Admin Dashboard", "Settings", "Sign Out"]);
    expect(
      within(menu).getByRole("menuitem", { name: "Admin Dashboard" }).getAttribute("href"),
    ).toBe("/admin-dashboard");
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("signs out: the server ends the session, the token and every cached query go, the landing page shows", async () => {
    const api = signedInAs(aUser(), { "auth.signOut": () => data({ success: true }) });
    renderRoute("/dashboard");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));

    await waitFor(() => expect(currentLocation()).toBe("/"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole("link", { name: "Find Installers" })).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Sign In" })).toBeTruthy();
    const [signout] = api.sent("auth.signOut");
    expect(signout?.headers.get("Authorization")).toBe("Bearer session-token");
  });

  it("still signs out locally when the server cannot be reached, and only logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    signedInAs(aUser(), {
      "auth.signOut": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderRoute("/");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Sign Out" }));

    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "Sign In" }));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});

describe("change password dialog", () => {
  async function openDialog(routes: Parameters<typeof signedInAs>[1] = {}) {
    const api = signedInAs(aUser(), routes);
    renderRoute("/");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Change Password" }));
    await screen.findByRole("dialog", { name: "Change Password" });
    return api;
  }

  it("asks for the current password, a new one of 8 characters and the same again", async () => {
    const api = await openDialog();
    submitWith("Change Password");

    expect(errorOf("Current password")).toBe(messages.validation.currentPasswordRequired);
    expect(errorOf("New password")).toBe(messages.validation.passwordMin);

    type("New password", "long enough");
    type("Confirm new password", "long enougH");
    blur("Confirm new password");
    expect(errorOf("Confirm new password")).toBe(messages.validation.passwordsDoNotMatch);
    expect(api.sent("auth.changePassword")).toHaveLength(0);
  });

  it("changes the password and closes", async () => {
    const api = await openDialog({
      "auth.changePassword": () => data({ success: true }),
    });
    type("Current password", "old password");
    type("New password", "new password");
    type("Confirm new password", "new password");
    submitWith("Change Password");

    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent("auth.changePassword")[0]?.input).toEqual({
      currentPassword: "old password",
      newPassword: "new password",
    });
  });

  it("shows a wrong current password beside the field and in a toast", async () => {
    await openDialog({
      "auth.changePassword": () => trpcError(400, messages.server.wrongCurrentPassword),
    });
    type("Current password", "not it");
    type("New password", "new password");
    type("Confirm new password", "new password");
    submitWith("Change Password");

    await waitFor(() =>
      expect(errorOf("Current password")).toBe(messages.server.wrongCurrentPassword),
    );
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("delete account dialog", () => {
  async function openDialog(routes: Parameters<typeof signedInAs>[1] = {}) {
    const api = signedInAs(aUser(), routes);
    renderRoute("/dashboard");
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Delete Account" }));
    return { api, dialog: await screen.findByRole("dialog", { name: "Delete Account" }) };
  }

  it("names what will be lost and asks for the password", async () => {
    const { api, dialog } = await openDialog();

    expect(within(dialog).getByText("Your installation requests")).toBeTruthy();
    expect(within(dialog).getByText("The photos you uploaded")).toBeTruthy();
    submitWith("Delete my account");
    expect(errorOf("Password")).toBe(messages.validation.passwordRequired);
    expect(api.sent("account.deleteWithBody")).toHaveLength(0);
  });

  it("deletes the account with the password re-entered, then signs out", async () => {
    const { api } = await openDialog({
      "account.deleteWithBody": () => data({ success: true }),
      "auth.signOut": () => trpcError(401, messages.server.notSignedIn),
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    type("Password", "my password");
    submitWith("Delete my account");

    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    const [request] = api.sent("account.deleteWithBody");
    expect(request?.input).toEqual({ password: "my password" });
    expect(request?.headers.get("Authorization")).toBe("Bearer session-token");
  });

  it("keeps the account when the server refuses, and says why", async () => {
    const heldInEscrow = messages.server.accountHoldsEscrow;
    await openDialog({
      "account.deleteWithBody": () => trpcError(409, heldInEscrow),
    });
    type("Password", "my password");
    submitWith("Delete my account");

    expect(await screen.findByText(heldInEscrow)).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("session-token");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

/** What account.export answers: every section, most of them empty. */
const exported: ProcedureOutput<"account.export"> = {
  exportedAt: "2026-03-05T10:00:00.000Z",
  profile: { ...aUser(), username: null, clerkUserId: null, updatedAt: "2026-03-01T10:00:00.000Z" },
  installerProfile: null,
  sessions: [],
  leads: [],
  photos: [],
  messages: [],
  adminNotices: [],
  ledgerEntries: [],
  alerts: [],
  photoRejections: [],
  leadWithdrawals: [],
  activities: [],
};

describe("settings dialog", () => {
  async function openSettings(role: Role, routes: Parameters<typeof signedInAs>[1] = {}) {
    const api = signedInAs(aUser({ role, firstName: "Sam", lastName: "Ple" }), routes);
    renderRoute("/");
    const menu = await openMenu("Sam Ple");
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Settings" }));
    return { api, dialog: await screen.findByRole("dialog", { name: "Settings" }) };
  }

  it("resends the verification email while the address is unverified", async () => {
    const { api, dialog } = await openSettings("installer", {
      "auth.resendVerification": () => data({ message: messages.info.verificationSent }),
    });
    expect(within(dialog).getByText("Email not verified")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Resend verification email" }));

    await waitFor(() => expect(api.sent("auth.resendVerification")).toHaveLength(1));
    expect(await screen.findByText(messages.info.verificationSent)).toBeTruthy();
  });

  it("downloads the caller's data as a JSON file", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { api, dialog } = await openSettings("customer", {
      "account.export": () => data(exported),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Download my data" }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(api.sent("account.export")).toHaveLength(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^uplink-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(link.href).toBe("blob:export");
    const [[file]] = createObjectURL.mock.calls as [[Blob]];
    expect(file.type).toBe("application/json");
    expect(JSON.parse(await file.text())).toEqual(exported);
  });
});
