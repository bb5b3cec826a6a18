import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, errorOf, submitWith, type } from "../../test/fields";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";
import { formatEuros } from "./adminFormat";
import { admin, anInstaller, someStats } from "./testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

const verified = anInstaller({
  firstName: "Vera",
  lastName: "Verified",
  email: "vera@example.com",
});
const unverified = anInstaller({
  firstName: "Uwe",
  lastName: "Unverified",
  email: "uwe@example.com",
  emailVerified: false,
  verificationStatus: "NEW",
  status: "NEW",
  phone: null,
});

/** The server of a signed-out visitor who has the administrator's credentials. */
function adminServer(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "admin.login": ({ input: { username, password } }) =>
      username === "admin@uplink.test" && password === "correct horse"
        ? data({ success: true, token: "admin-token", user: admin })
        : trpcError(401, messages.errors.invalidAdminCredentials),
    "admin.stats": () => data(someStats),
    "admin.pendingInstallers": () => data([verified, unverified]),
    ...routes,
  });
}

async function logIn() {
  await screen.findByRole("heading", { level: 1, name: "Admin Panel" });
  type("Username", "admin@uplink.test");
  type("Password", "correct horse");
  submitWith("Log In");
  await screen.findByText(messages.toasts.adminAccessGranted.title);
  // One toast shows at a time (SPEC §9): dismiss this one so the next is not queued behind it.
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
}

function installerCard(name: string) {
  return within(screen.getByRole("article", { name }));
}

describe("admin panel", { timeout: 20_000 }, () => {
  it("requires both username and password", async () => {
    const api = adminServer();
    renderRoute("/admin-panel");
    await screen.findByLabelText("Username");

    blur("Username");
    expect(errorOf("Username")).toBe(messages.validation.usernameRequired);
    submitWith("Log In");
    expect(errorOf("Password")).toBe(messages.validation.passwordRequired);
    expect(api.sent("admin.login")).toEqual([]);
  });

  it("refuses wrong credentials with 'Access Denied' and stays logged out", async () => {
    const api = adminServer();
    renderRoute("/admin-panel");
    await screen.findByLabelText("Username");

    type("Username", "admin@uplink.test");
    type("Password", "wrong password");
    submitWith("Log In");

    expect(await screen.findByText(messages.toasts.adminLoginFailed.title)).toBeTruthy();
    expect(screen.getByText(messages.errors.invalidAdminCredentials)).toBeTruthy();
    expect(screen.getByLabelText("Username")).toBeTruthy();
    expect(api.sent("admin.stats")).toEqual([]);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("logs in, then shows the figures with revenue in euros and the installers awaiting review", async () => {
    const api = adminServer();
    renderRoute("/admin-panel");
    await logIn();

    expect(api.sent("admin.login").map((call) => call.input)).toEqual([
      {
        username: "admin@uplink.test",
        password: "correct horse",
      },
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("admin-token");
    const revenue = within(await screen.findByRole("region", { name: "Total Revenue" }));
    expect(revenue.getByText(formatEuros(1234.5))).toBeTruthy();
    expect(formatEuros(1234.5)).toMatch(/1,234\.50/);
    expect(
      within(screen.getByRole("region", { name: "Total Users" })).getByText("12"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Pending Installers" })).getByText("3"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Active Leads" })).getByText("7"),
    ).toBeTruthy();

    await screen.findByRole("article", { name: "Vera Verified" });
    expect(installerCard("Vera Verified").getByText("vera@example.com")).toBeTruthy();
    expect(installerCard("Uwe Unverified").getByText("N/A")).toBeTruthy();
    const adminCalls = [...api.sent("admin.stats"), ...api.sent("admin.pendingInstallers")];
    expect(adminCalls.length).toBeGreaterThan(0);
    expect(
      adminCalls.every((call) => call.headers.get("Authorization") === "Bearer admin-token"),
    ).toBe(true);
  });

  it("keeps Approve disabled until the installer's email is verified", async () => {
    adminServer();
    renderRoute("/admin-panel");
    await logIn();
    await screen.findByRole("article", { name: "Uwe Unverified" });

    const uweApprove = installerCard("Uwe Unverified").getByRole("button", { name: "Approve" });
    expect((uweApprove as HTMLButtonElement).disabled).toBe(true);
    expect(installerCard("Uwe Unverified").getByText("Email not verified yet")).toBeTruthy();
    const veraApprove = installerCard("Vera Verified").getByRole("button", { name: "Approve" });
    expect((veraApprove as HTMLButtonElement).disabled).toBe(false);
  });

  it("approves an installer, then refreshes the list and the figures", async () => {
    let pending = [verified, unverified];
    const api = adminServer({
      "admin.pendingInstallers": () => data(pending),
      "admin.approveInstaller": ({ input }) => {
        if (input.id !== verified.id) return trpcError(404, "Installer not found.");
        pending = [unverified];
        return data({ ...verified, verificationStatus: "APPROVED", status: "APPROVED" });
      },
    });
    renderRoute("/admin-panel");
    await logIn();

    await screen.findByRole("article", { name: "Vera Verified" });
    fireEvent.click(installerCard("Vera Verified").getByRole("button", { name: "Approve" }));

    expect(await screen.findByText(messages.toasts.installerApproved.title)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Vera Verified" })).toBeNull(),
    );
    expect(api.sent("admin.approveInstaller").map((call) => call.input)).toEqual([
      { id: verified.id },
    ]);
    expect(api.sent("admin.stats")).toHaveLength(2);
  });

  it("asks before rejecting an installer, then rejects them", async () => {
    const api = adminServer({
      "admin.rejectInstaller": ({ input }) =>
        input.id === unverified.id
          ? data({ ...unverified, verificationStatus: "REJECTED", status: "REJECTED" })
          : trpcError(404, "Installer not found."),
    });
    renderRoute("/admin-panel");
    await logIn();

    await screen.findByRole("article", { name: "Uwe Unverified" });
    fireEvent.click(installerCard("Uwe Unverified").getByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject installer?" }));
    expect(dialog.getByText(/Uwe Unverified will not be able to accept jobs/)).toBeTruthy();
    expect(api.sent("admin.rejectInstaller")).toEqual([]);
    fireEvent.click(dialog.getByRole("button", { name: "Reject Installer" }));

    expect(await screen.findByText(messages.toasts.installerRejected.title)).toBeTruthy();
    expect(api.sent("admin.rejectInstaller").map((call) => call.input)).toEqual([
      { id: unverified.id },
    ]);
  });

  it("shows the server's reason when approving fails", async () => {
    adminServer({
      "admin.approveInstaller": () => trpcError(409, messages.server.installerEmailNotVerified),
    });
    renderRoute("/admin-panel");
    await logIn();

    await screen.findByRole("article", { name: "Vera Verified" });
    fireEvent.click(installerCard("Vera Verified").getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(messages.server.installerEmailNotVerified)).toBeTruthy();
  });

  it("falls back to 'Failed to reject installer' when the server gives no reason", async () => {
    adminServer({
      "admin.rejectInstaller": () => trpcError(502, ""),
    });
    renderRoute("/admin-panel");
    await logIn();

    await screen.findByRole("article", { name: "Vera Verified" });
    fireEvent.click(installerCard("Vera Verified").getByRole("button", { name: "Reject" }));
    fireEvent.click(await screen.findByRole("button", { name: "Reject Installer" }));
    expect(await screen.findByText(messages.errors.rejectInstallerFailed)).toBeTruthy();
  });

  it("says so when no installer awaits review", async () => {
    adminServer({ "admin.pendingInstallers": () => data([]) });
    renderRoute("/admin-panel");
    await logIn();
    expect(await screen.findByText("No installers are waiting for verification.")).toBeTruthy();
  });
});
