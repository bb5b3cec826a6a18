import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN_PAGE_SIZE, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { errorOf, submitWith, type } from "../../test/fields";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, trpcError, type ProcedureCall } from "../../test/stubApi";
import {
  adminRequests,
  alertsAnswer,
  anAdminLead,
  anAdminUser,
  anAlert,
  anInstaller,
  signedInAsAdmin,
} from "./testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

function row(table: HTMLElement, text: string) {
  const cell = within(table).getByText(text);
  const tr = cell.closest("tr");
  if (!tr) throw new Error(`no row holds ${text}`);
  return within(tr);
}

const customerVerified = anAdminUser({
  firstName: "Clara",
  lastName: "Kunde",
  email: "clara@example.com",
  emailVerified: true,
  status: "APPROVED",
});
const customerUnverified = anAdminUser({
  firstName: "Nina",
  lastName: "Neu",
  email: "nina@example.com",
  status: "NEW",
});
const installerRejected = anInstaller({
  firstName: "Rolf",
  lastName: "Rejected",
  email: "rolf@example.com",
  verificationStatus: "REJECTED",
  status: "REJECTED",
});
const installerUnknown = {
  ...anInstaller({ firstName: "Otto", lastName: "Odd", email: "otto@example.com" }),
  status: "SUSPENDED",
} as unknown as ReturnType<typeof anInstaller>;

function usersByRole() {
  return ({ input: { role } }: ProcedureCall<"admin.users">) => {
    if (role === "customer") return data([customerVerified, customerUnverified]);
    if (role === "installer") return data([installerRejected, installerUnknown]);
    return data([customerVerified, customerUnverified, installerRejected, installerUnknown]);
  };
}

describe("admin dashboard", { timeout: 20_000 }, () => {
  it("denies anyone but an administrator, and sends no admin query", async () => {
    const api = signedInAs(aUser({ role: "installer" }));
    renderRoute("/admin-dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard."),
    ).toBeTruthy();
    expect(adminRequests(api)).toEqual([]);
  });

  it("opens on the overview: four counts and the first five alerts", async () => {
    const alerts = Array.from({ length: 7 }, (_, index) =>
      anAlert({ description: `Alert number ${index + 1}`, isResolved: index === 1 }),
    );
    signedInAsAdmin({ "admin.alerts": alertsAnswer(() => alerts) });
    renderRoute("/admin-dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Users",
      "Leads",
      "Approvals",
      "Alerts",
      "Reviews",
      "Messages",
    ]);
    const count = (label: string) =>
      within(screen.getByRole("region", { name: label })).getByText(/\d/).textContent;
    await screen.findByRole("region", { name: "Total Users" });
    expect(count("Total Users")).toBe("12");
    expect(count("Active Leads")).toBe("7");
    expect(count("Pending Installers")).toBe("3");
    expect(count("System Alerts")).toBe("6");

    expect(screen.getByText("Alert number 5")).toBeTruthy();
    expect(screen.queryByText("Alert number 6")).toBeNull();
    expect(screen.getAllByText("Resolved")).toHaveLength(1);
  });

  it("lists customers and installers with their status badges", async () => {
    signedInAsAdmin({ "admin.users": usersByRole() });
    renderRoute("/admin-dashboard?tab=users");

    const customers = await screen.findByRole("table", { name: "Customers" });
    expect(row(customers, "Clara Kunde").getByText("APPROVED")).toBeTruthy();
    expect(row(customers, "Nina Neu").getByText("NEW")).toBeTruthy();
    expect(row(customers, "Nina Neu").getByText("nina@example.com")).toBeTruthy();

    const installers = await screen.findByRole("table", { name: "Installers" });
    expect(row(installers, "Rolf Rejected").getByText("REJECTED")).toBeTruthy();
    expect(row(installers, "Otto Odd").getByText("NEW")).toBeTruthy();
  });

  it("sends a user a message from the users tab's dialog", async () => {
    const api = signedInAsAdmin({
      "admin.users": usersByRole(),
      "admin.messageUser": () => data({ success: true }),
    });
    renderRoute("/admin-dashboard?tab=users");

    fireEvent.click(await screen.findByRole("button", { name: "Send Message to Nina Neu" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Message Nina Neu" }));
    fireEvent.click(dialog.getByRole("button", { name: "Send Message" }));
    expect(errorOf("Message")).toBe(messages.validation.messageRequired);

    type("Message", "  Please verify your email address.  ");
    submitWith("Send Message");

    expect(await screen.findByText(messages.toasts.messageSent.title)).toBeTruthy();
    expect(api.sent("admin.messageUser").map((call) => call.input)).toEqual([
      { userId: customerUnverified.id, message: "Please verify your email address." },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows leads with customer and city, and deletes one after confirming", async () => {
    const berlin = anAdminLead({ title: "Starlink Installation in Berlin" });
    const munich = anAdminLead({
      title: "Starlink Installation in Munich",
      address: { street: "Marienplatz 1", city: "Munich", postalCode: "80331" },
      status: "ACCEPTED",
      customer: { firstName: "Max", lastName: "Muster" },
    });
    let leads = [berlin, munich];
    const api = signedInAsAdmin({
      "admin.leads": () => data(leads),
      "admin.deleteLead": ({ input }) => {
        if (input.id !== berlin.id) return trpcError(404, "Lead not found.");
        leads = [munich];
        return data({ success: true });
      },
    });
    renderRoute("/admin-dashboard?tab=leads");

    const table = await screen.findByRole("table", { name: "Leads" });
    const munichRow = row(table, "Starlink Installation in Munich");
    expect(munichRow.getByText("Max Muster")).toBeTruthy();
    expect(munichRow.getByText("Munich")).toBeTruthy();
    expect(munichRow.getByText("Accepted")).toBeTruthy();
    expect(row(table, "Starlink Installation in Berlin").getByText("Clara Kunde")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete Starlink Installation in Berlin" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete lead?" }));
    expect(dialog.getByText(/Starlink Installation in Berlin.*Clara Kunde/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Delete Lead" }));

    expect(await screen.findByText(messages.toasts.leadDeleted.title)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Starlink Installation in Berlin")).toBeNull());
    expect(api.sent("admin.deleteLead").map((call) => call.input)).toEqual([{ id: berlin.id }]);
    expect(api.sent("admin.leads")).toHaveLength(2);
  });

  it("keeps a lead the server refuses to delete and says why", async () => {
    const held = anAdminLead({ status: "ACCEPTED" });
    signedInAsAdmin({
      "admin.leads": () => data([held]),
      "admin.deleteLead": () => trpcError(409, "Payment for this lead is held in escrow."),
    });
    renderRoute("/admin-dashboard?tab=leads");

    fireEvent.click(await screen.findByRole("button", { name: `Delete ${held.title}` }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Lead" }));
    expect(await screen.findByText("Payment for this lead is held in escrow.")).toBeTruthy();
    expect(screen.getByText(held.title)).toBeTruthy();
  });

  it("loads more users to write to a page at a time, after the last one shown", async () => {
    const firstPage = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) =>
      anAdminUser({ firstName: "User", lastName: `${index + 1}` }),
    );
    const oldest = anAdminUser({
      firstName: "Olga",
      lastName: "Oldest",
      email: "olga@example.com",
    });
    const api = signedInAsAdmin({
      "admin.users": ({ input }) =>
        data(input.cursor === firstPage.at(-1)?.id ? [oldest] : input.cursor ? [] : firstPage),
    });
    renderRoute("/admin-dashboard?tab=messages");

    const recipient = await screen.findByLabelText("Recipient");
    // The placeholder, then one choice per user.
    expect(within(recipient).getAllByRole("option")).toHaveLength(ADMIN_PAGE_SIZE + 1);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));

    expect(
      await within(recipient).findByRole("option", { name: "Olga Oldest (olga@example.com)" }),
    ).toBeTruthy();
    expect(api.sent("admin.users").map((call) => call.input)).toMatchObject([
      { limit: ADMIN_PAGE_SIZE },
      { limit: ADMIN_PAGE_SIZE, cursor: firstPage.at(-1)?.id },
    ]);
    // A short page is the end.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more" })).toBeNull());
  });

  it("approves an installer once, however often Approve is pressed while it is on its way", async () => {
    const installer = anInstaller({ firstName: "Quinn", lastName: "Quick" });
    let answer: (() => void) | undefined;
    const api = signedInAsAdmin({
      "admin.pendingInstallers": () => data([installer]),
      "admin.approveInstaller": async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return data({ ...installer, verificationStatus: "APPROVED", status: "APPROVED" });
      },
    });
    renderRoute("/admin-dashboard?tab=approvals");

    const table = await screen.findByRole("table", { name: "Approvals" });
    const approve = row(table, "Quinn Quick").getByRole("button", { name: "Approve" });
    fireEvent.click(approve);
    await waitFor(() => expect(answer).toBeDefined());
    fireEvent.click(approve);
    fireEvent.click(approve);
    answer?.();

    expect(await screen.findByText(messages.toasts.installerApproved.title)).toBeTruthy();
    expect(api.sent("admin.approveInstaller")).toHaveLength(1);
  });

  it("lists installers awaiting approval with 'N/A' for a missing phone", async () => {
    const withPhone = anInstaller({ firstName: "Paula", lastName: "Phone" });
    const noPhone = anInstaller({ firstName: "Nils", lastName: "Nophone", phone: null });
    const api = signedInAsAdmin({
      "admin.pendingInstallers": () => data([withPhone, noPhone]),
      "admin.approveInstaller": () => data({ ...noPhone, status: "APPROVED" }),
    });
    renderRoute("/admin-dashboard?tab=approvals");

    const table = await screen.findByRole("table", { name: "Approvals" });
    expect(row(table, "Paula Phone").getByText("+49 151 2345678")).toBeTruthy();
    expect(row(table, "Nils Nophone").getByText("N/A")).toBeTruthy();

    fireEvent.click(row(table, "Nils Nophone").getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(messages.toasts.installerApproved.title)).toBeTruthy();
    expect(api.sent("admin.approveInstaller").map((call) => call.input)).toEqual([
      { id: noPhone.id },
    ]);
    // Afterwards pending installers, stats and users are refreshed (SPEC §7).
    await waitFor(() => expect(api.sent("admin.pendingInstallers")).toHaveLength(2));
  });

  it("lists every alert with its type, time and a Resolved or Active badge", async () => {
    signedInAsAdmin({
      "admin.alerts": () =>
        data([
          anAlert({ type: "other", description: "Installer Rolf Rejected was rejected" }),
          anAlert({
            type: "refund_credit",
            description: "Revision after payment",
            isResolved: true,
          }),
        ]),
    });
    renderRoute("/admin-dashboard?tab=alerts");

    const open = (await screen.findByText("Installer Rolf Rejected was rejected")).closest("li");
    const closed = screen.getByText("Revision after payment").closest("li");
    if (!open || !closed) throw new Error("alerts are list items");
    expect(within(open).getByText("Other")).toBeTruthy();
    expect(within(open).getByText("Active")).toBeTruthy();
    expect(within(closed).getByText("Refund credit")).toBeTruthy();
    expect(within(closed).getByText("Resolved")).toBeTruthy();
    expect(within(closed).queryByRole("button", { name: "Resolve" })).toBeNull();
  });

  it("shows a leak alert's original and redacted text, its sender and a link to its lead", async () => {
    const leadId = "3f2e1d0c-9b8a-4765-8432-10fedcba9876";
    signedInAsAdmin({
      "admin.alerts": () =>
        data([
          anAlert({
            description: "Contact details removed from a photo caption",
            details: {
              originalText: "call 0151 2345678",
              redactedText: "call [contact details removed]",
              kinds: ["phone"],
              place: "photo_caption",
              sender: { id: "5d1c9e70-2b6a-4f0e-8c3d-7a9b1e2f3c4d", name: "Ivan Installer" },
              leadId,
            },
          }),
          anAlert({ description: "A leak by an erased account" }),
        ]),
    });
    renderRoute("/admin-dashboard?tab=alerts");

    const leak = (await screen.findByText("Contact details removed from a photo caption")).closest(
      "li",
    );
    if (!leak) throw new Error("alerts are list items");
    const item = within(leak);
    expect(item.getByText("Original text")).toBeTruthy();
    expect(item.getByText("call 0151 2345678")).toBeTruthy();
    expect(item.getByText("Shown to others")).toBeTruthy();
    expect(item.getByText("call [contact details removed]")).toBeTruthy();
    expect(item.getByText("Ivan Installer")).toBeTruthy();
    expect(item.getByRole("link", { name: "View lead" }).getAttribute("href")).toBe(
      `/dashboard?lead=${leadId}`,
    );
    const erased = screen.getByText("A leak by an erased account").closest("li");
    if (!erased) throw new Error("alerts are list items");
    expect(within(erased).queryByText("Original text")).toBeNull();
  });

  it("composes a message to a chosen user on the messages tab", async () => {
    const api = signedInAsAdmin({
      "admin.users": usersByRole(),
      "admin.messageUser": () => data({ success: true }),
    });
    renderRoute("/admin-dashboard");

    fireEvent.click(await screen.findByRole("tab", { name: "Messages" }));
    await screen.findByLabelText("Recipient");
    type("Message", "Your documents are missing.");
    submitWith("Send Message");
    expect(errorOf("Recipient")).toBe("Please choose a user");
    expect(api.sent("admin.messageUser")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Recipient"), {
      target: { value: installerRejected.id },
    });
    submitWith("Send Message");

    expect(await screen.findByText(messages.toasts.messageSent.title)).toBeTruthy();
    expect(api.sent("admin.messageUser").map((call) => call.input)).toEqual([
      { userId: installerRejected.id, message: "Your documents are missing." },
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe("");
  });

  it("falls back to 'Failed to send message' when sending fails without a reason", async () => {
    signedInAsAdmin({
      "admin.users": usersByRole(),
      "admin.messageUser": () => trpcError(502, ""),
    });
    renderRoute("/admin-dashboard?tab=messages");

    await screen.findByLabelText("Recipient");
    fireEvent.change(screen.getByLabelText("Recipient"), {
      target: { value: customerVerified.id },
    });
    type("Message", "Hello");
    submitWith("Send Message");
    expect(await screen.findByText(messages.errors.sendMessageFailed)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe("Hello");
  });
});
