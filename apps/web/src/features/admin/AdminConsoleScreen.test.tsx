import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN_PAGE_SIZE, messages, RECENT_ACTIVITY_PAGE_SIZE } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, stubApi, trpcError } from "../../test/stubApi";
import { formatEuros, formatPercent } from "./adminFormat";
import {
  adminRequests,
  alertsAnswer,
  anActivity,
  anAlert,
  signedInAsAdmin,
  someStats,
} from "./testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

function statCard(label: string) {
  return within(screen.getByRole("region", { name: label }));
}

describe("admin console", { timeout: 20_000 }, () => {
  it("tells a customer they need admin privileges, without asking the server for admin data", async () => {
    const api = signedInAs(aUser({ role: "customer" }));
    renderRoute("/admin");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Admin Access Required" }),
    ).toBeTruthy();
    expect(screen.getByText("You need admin privileges to access this page.")).toBeTruthy();
    expect(adminRequests(api)).toEqual([]);
  });

  it("tells a signed-out visitor the same", async () => {
    stubApi();
    renderRoute("/admin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Admin Access Required" }),
    ).toBeTruthy();
  });

  it("shows the four console figures, the recent activities and the open alerts", async () => {
    const api = signedInAsAdmin({
      "admin.recentActivities": () => data([anActivity("Installer Ivan Installer was approved")]),
      "admin.alerts": alertsAnswer(() => [
        anAlert({ description: "Phone number removed from a chat" }),
        anAlert({ description: "An old resolved alert", isResolved: true }),
      ]),
    });
    renderRoute("/admin");

    expect(await screen.findByRole("heading", { level: 1, name: "Admin Console" })).toBeTruthy();
    await screen.findByRole("region", { name: "Total Leads" });
    expect(statCard("Total Leads").getByText("9")).toBeTruthy();
    expect(statCard("Conversion Rate").getByText(formatPercent(22.2))).toBeTruthy();
    expect(formatPercent(22.2)).toContain("22.2");
    expect(statCard("Active Installers").getByText("4")).toBeTruthy();
    expect(statCard("Leak Detections").getByText("2")).toBeTruthy();
    expect(screen.queryByText(formatEuros(someStats.totalRevenue))).toBeNull();

    expect(await screen.findByText("Installer Ivan Installer was approved")).toBeTruthy();
    const alert = within(
      await screen.findByRole("article", { name: "Phone number removed from a chat" }),
    );
    expect(alert.getByText("Leak detection")).toBeTruthy();
    expect(alert.getByRole("button", { name: "Resolve" })).toBeTruthy();
    expect(screen.queryByText("An old resolved alert")).toBeNull();
    expect(api.sent("admin.alerts").map((call) => call.input)).toMatchObject([
      { resolved: "false", limit: ADMIN_PAGE_SIZE },
    ]);
  });

  it("shows an open leak alert's original text, sender and lead link in Quality Alerts", async () => {
    signedInAsAdmin({
      "admin.alerts": alertsAnswer(() => [
        anAlert({
          description: "Contact details removed from a message",
          details: {
            originalText: "mail max@example.com",
            redactedText: "mail [contact details removed]",
            kinds: ["email"],
            place: "chat_message",
            sender: { id: "0b7c3a52-3f1e-4c5b-9a51-6d2f0c1e2a3b", name: "Jane Doe" },
            leadId: "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
          },
        }),
      ]),
    });
    renderRoute("/admin");

    const leak = within(
      await screen.findByRole("article", { name: "Contact details removed from a message" }),
    );
    expect(leak.getByText("mail max@example.com")).toBeTruthy();
    expect(leak.getByText("mail [contact details removed]")).toBeTruthy();
    expect(leak.getByText("Jane Doe")).toBeTruthy();
    expect(leak.getByRole("link", { name: "View lead" }).getAttribute("href")).toBe(
      "/dashboard?lead=3f2e1d0c-9b8a-4765-8432-10fedcba9876",
    );
  });
  it("shows the empty states when nothing happened and no alert is open", async () => {
    signedInAsAdmin({
      "admin.alerts": alertsAnswer(() => [anAlert({ isResolved: true })]),
    });
    renderRoute("/admin");

    expect(await screen.findByText("No recent activity")).toBeTruthy();
    expect(await screen.findByText("All Clear!")).toBeTruthy();
    expect(screen.getByText("No active alerts at this time.")).toBeTruthy();
  });

  it("resolves an alert, confirms it and reloads the alerts", async () => {
    const open = anAlert({ description: "Refund credit after a revision", type: "refund_credit" });
    let resolved = false;
    const api = signedInAsAdmin({
      "admin.alerts": alertsAnswer(() => [{ ...open, isResolved: resolved }]),
      "admin.resolveAlert": ({ input }) => {
        if (input.id !== open.id) return trpcError(404, "Alert not found.");
        resolved = true;
        return data({ ...open, isResolved: true });
      },
    });
    renderRoute("/admin");

    const alert = within(await screen.findByRole("article", { name: open.description }));
    expect(alert.getByText("Refund credit")).toBeTruthy();
    fireEvent.click(alert.getByRole("button", { name: "Resolve" }));

    expect(await screen.findByText(messages.toasts.alertResolved.title)).toBeTruthy();
    expect(await screen.findByText("All Clear!")).toBeTruthy();
    expect(api.sent("admin.resolveAlert").map((call) => call.input)).toEqual([{ id: open.id }]);
    expect(api.sent("admin.alerts")).toHaveLength(2);
  });

  it("says why resolving failed", async () => {
    const open = anAlert();
    signedInAsAdmin({
      "admin.alerts": () => data([open]),
      "admin.resolveAlert": () => trpcError(502, ""),
    });
    renderRoute("/admin");

    fireEvent.click(await screen.findByRole("button", { name: "Resolve" }));
    expect(await screen.findByText(messages.errors.resolveAlertFailed)).toBeTruthy();
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
  });

  it("offers a retry when the figures or a list cannot load", async () => {
    let statsCalls = 0;
    signedInAsAdmin({
      "admin.stats": () => {
        statsCalls += 1;
        return statsCalls === 1
          ? trpcError(503, "The service is temporarily unavailable.")
          : data(someStats);
      },
      "admin.recentActivities": () => trpcError(500, "Something went wrong."),
    });
    renderRoute("/admin");

    expect(await screen.findByText("Could not load the figures")).toBeTruthy();
    expect(screen.getByText("The service is temporarily unavailable.")).toBeTruthy();
    expect(await screen.findByText("Could not load this list")).toBeTruthy();

    const retries = screen.getAllByRole("button", { name: "Try again" });
    expect(retries).toHaveLength(2);
    fireEvent.click(retries[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText("Could not load the figures")).toBeNull());
    expect(await screen.findByRole("region", { name: "Total Leads" })).toBeTruthy();
  });

  it("loads older activities a page at a time", async () => {
    const firstPage = Array.from({ length: RECENT_ACTIVITY_PAGE_SIZE }, (_, index) =>
      anActivity(`Activity ${index + 1}`),
    );
    const api = signedInAsAdmin({
      "admin.recentActivities": ({ input }) =>
        data(input.cursor ? [anActivity("The oldest activity")] : firstPage),
    });
    renderRoute("/admin");

    expect(await screen.findByText("Activity 20")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByText("The oldest activity")).toBeTruthy();
    expect(api.sent("admin.recentActivities").map((call) => call.input)).toMatchObject([
      { limit: RECENT_ACTIVITY_PAGE_SIZE },
      { limit: RECENT_ACTIVITY_PAGE_SIZE, cursor: firstPage.at(-1)?.id },
    ]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
  });
});
