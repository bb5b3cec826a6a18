import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LEAD_PAGE_SIZE, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { trpcError, aUser, data, signedInAs, stubApi } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const customer = aUser({ id: CUSTOMER_ID, role: "customer" });
const installer = aUser({
  id: INSTALLER_ID,
  role: "installer",
  firstName: "Ivan",
  verificationStatus: "APPROVED",
});
const admin = aUser({ id: INSTALLER_ID, role: "administrator" });

async function card(title: string) {
  return within(await screen.findByRole("article", { name: title }));
}

// Whole-app renders with forms and file reading are slow on a busy two-core machine.
describe("dashboard", { timeout: 20_000 }, () => {
  it("shows a customer's requests as cards with value, location and creation date", async () => {
    signedInAs(customer, {
      "leads.list": () =>
        data([
          aLead(),
          aLead({
            id: "7e6d5c4b-3a29-4817-a6b5-c4d3e2f1a0b9",
            title: "Starlink Installation in Munich",
            address: { street: "Marienplatz 1", city: "Munich", postalCode: "80331" },
            value: null,
            status: "ACCEPTED",
            installerId: INSTALLER_ID,
          }),
        ]),
    });
    renderRoute("/dashboard");

    expect(
      await screen.findByRole("heading", { level: 1, name: "My Installation Requests" }),
    ).toBeTruthy();
    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.getByText("Value: €350")).toBeTruthy();
    expect(berlin.getByText("Berlin, 10115")).toBeTruthy();
    expect(berlin.getByText("New")).toBeTruthy();
    expect(berlin.getByText(/^Created /)).toBeTruthy();
    expect(berlin.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/edit-lead/${aLead().id}`,
    );
    expect(berlin.getByRole("button", { name: "Delete" })).toBeTruthy();

    const munich = await card("Starlink Installation in Munich");
    expect(munich.getByText("Price: To be quoted")).toBeTruthy();
    expect(munich.getByText("Accepted")).toBeTruthy();
    expect(munich.getByRole("button", { name: "View Details" })).toBeTruthy();
    expect(munich.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(munich.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("offers Delete but not Edit on a cancelled request", async () => {
    signedInAs(customer, {
      "leads.list": () => data([aLead({ status: "CANCELLED" })]),
    });
    renderRoute("/dashboard");
    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.getByText("Cancelled")).toBeTruthy();
    expect(berlin.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(berlin.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("offers a customer without requests to create one", async () => {
    signedInAs(customer, { "leads.list": () => data([]) });
    renderRoute("/dashboard");

    expect(await screen.findByText("No installation requests yet")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Create Installation Request" }).getAttribute("href"),
    ).toBe("/create-lead");
  });

  it("shows installers 'Available Jobs', without edit or delete", async () => {
    signedInAs(installer, { "leads.list": () => data([aLead()]) });
    renderRoute("/installer/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Available Jobs" })).toBeTruthy();
    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(berlin.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("tells an installer when there are no jobs", async () => {
    signedInAs(installer, { "leads.list": () => data([]) });
    renderRoute("/installer/dashboard");
    expect(await screen.findByText("No available jobs")).toBeTruthy();
  });

  it("shows an installer a new job's city and postal code while its street is hidden", async () => {
    signedInAs(installer, {
      "leads.list": () =>
        data([aLead({ address: { street: null, city: "Berlin", postalCode: "10115" } })]),
    });
    renderRoute("/installer/dashboard");

    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.getByText("Berlin, 10115")).toBeTruthy();
    expect(berlin.getByRole("button", { name: "Accept Job" })).toBeTruthy();
    expect(screen.queryByText(/null/)).toBeNull();
  });

  it.each(["NEW", "ACCEPTED", "REJECTED", null] as const)(
    "tells an installer whose verification status is %s that the account is pending verification",
    async (verificationStatus) => {
      signedInAs(aUser({ id: INSTALLER_ID, role: "installer", verificationStatus }), {
        "leads.list": () => data([]),
      });
      renderRoute("/installer/dashboard");

      expect(await screen.findByText("Your account is pending verification")).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "Available Jobs" })).toBeTruthy();
      expect(screen.queryByText("No available jobs")).toBeNull();
    },
  );

  it("shows a pending installer the jobs still assigned to them below the notice", async () => {
    signedInAs(aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "REJECTED" }), {
      "leads.list": () => data([aLead({ status: "ON_SITE", installerId: INSTALLER_ID })]),
    });
    renderRoute("/installer/dashboard");

    expect(await screen.findByText("Your account is pending verification")).toBeTruthy();
    expect(await card("Starlink Installation in Berlin")).toBeTruthy();
  });

  it("shows an approved installer no pending notice", async () => {
    signedInAs(installer, { "leads.list": () => data([]) });
    renderRoute("/installer/dashboard");
    expect(await screen.findByText("No available jobs")).toBeTruthy();
    expect(screen.queryByText("Your account is pending verification")).toBeNull();
  });

  it("shows administrators every lead", async () => {
    signedInAs(admin, { "leads.list": () => data([aLead()]) });
    renderRoute("/workflow-dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "All Installation Requests" }),
    ).toBeTruthy();
    expect(await card("Starlink Installation in Berlin")).toBeTruthy();
  });

  it.each([
    ["/dashboard", "/signin?role=customer"],
    ["/workflow-dashboard", "/signin?role=customer"],
    ["/installer/dashboard", "/signin?role=installer"],
    ["/installer-dashboard", "/signin?role=installer"],
  ])("asks a signed-out visitor of %s to sign in at %s", async (path, signIn) => {
    stubApi();
    renderRoute(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In Required" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(signIn);
  });

  it("deletes a request only after confirming, then refreshes the list", async () => {
    let leads = [aLead()];
    const api = signedInAs(customer, {
      "leads.list": () => data(leads),
      "leads.delete": () => {
        leads = [];
        return data({ success: true });
      },
    });
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete request?" });
    expect(within(dialog).getByText(/Starlink Installation in Berlin/)).toBeTruthy();
    expect(api.sent("leads.delete")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Request" }));

    expect(await screen.findByText(messages.toasts.requestDeleted.title)).toBeTruthy();
    expect(await screen.findByText("No installation requests yet")).toBeTruthy();
    expect(api.sent("leads.delete").map((call) => call.input)).toEqual([{ id: aLead().id }]);
  });

  it("shows the server's reason when a delete fails", async () => {
    signedInAs(customer, {
      "leads.list": () => data([aLead()]),
      "leads.delete": () => trpcError(409, "This request is ACCEPTED, so it cannot be deleted."),
    });
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Request" }));

    expect(
      await screen.findByText("This request is ACCEPTED, so it cannot be deleted."),
    ).toBeTruthy();
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
  });

  it("falls back to 'Failed to delete request' when the server gives no reason", async () => {
    signedInAs(customer, {
      "leads.list": () => data([aLead()]),
      "leads.delete": () => trpcError(502, ""),
    });
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Request" }));
    await waitFor(() => expect(screen.getByText(messages.errors.deleteRequestFailed)).toBeTruthy());
  });

  it("lets an installer accept a new priced job from its card, then refreshes the list", async () => {
    const lead = aLead();
    const api = signedInAs(installer, {
      "leads.list": () => data([lead]),
      "leads.accept": () => data(aLead({ status: "ACCEPTED", installerId: INSTALLER_ID })),
    });
    renderRoute("/installer/dashboard");
    fireEvent.click((await card(lead.title)).getByRole("button", { name: "Accept Job" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Accept this job?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Accept Job" }));

    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(api.sent("leads.accept")[0]?.input).toEqual({ id: lead.id });
    await waitFor(() => expect(api.sent("leads.list").length).toBeGreaterThan(1));
  });

  it("shows more leads on request, asking for those after the last one shown", async () => {
    const leadNumber = (n: number) =>
      aLead({
        id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
        title: `Starlink Installation in Town ${n}`,
      });
    const firstPage = Array.from({ length: LEAD_PAGE_SIZE }, (_, index) => leadNumber(index + 1));
    const lastShown = firstPage.at(-1)?.id;
    const api = signedInAs(installer, {
      "leads.list": ({ input }) =>
        data(input.cursor === lastShown ? [leadNumber(LEAD_PAGE_SIZE + 1)] : firstPage),
    });
    renderRoute("/installer/dashboard");
    await card(`Starlink Installation in Town ${LEAD_PAGE_SIZE}`);
    expect(
      screen.queryByRole("article", {
        name: `Starlink Installation in Town ${LEAD_PAGE_SIZE + 1}`,
      }),
    ).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await card(`Starlink Installation in Town ${LEAD_PAGE_SIZE + 1}`);
    expect(screen.getAllByRole("article")).toHaveLength(LEAD_PAGE_SIZE + 1);
    expect(api.sent("leads.list").map((call) => call.input)).toMatchObject([
      { limit: LEAD_PAGE_SIZE },
      { limit: LEAD_PAGE_SIZE, cursor: lastShown },
    ]);
    expect(api.sent("leads.list")[0]?.input).not.toHaveProperty("cursor");
    // A page shorter than a full one is the last.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
  });

  it("offers Accept Job only on new jobs", async () => {
    signedInAs(installer, {
      "leads.list": () => data([aLead({ status: "ACCEPTED", installerId: INSTALLER_ID })]),
    });
    renderRoute("/installer/dashboard");
    const accepted = await card("Starlink Installation in Berlin");
    expect(accepted.queryByRole("button", { name: "Accept Job" })).toBeNull();
  });
});
