import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { LEAD_PAGE_SIZE, messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { apiError, aUser, json, signedInAs, stubApi } from "../../test/stubApi";

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
      "GET /api/workflow/leads": () =>
        json([
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
      "GET /api/workflow/leads": () => json([aLead({ status: "CANCELLED" })]),
    });
    renderRoute("/dashboard");
    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.getByText("Cancelled")).toBeTruthy();
    expect(berlin.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(berlin.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("offers a customer without requests to create one", async () => {
    signedInAs(customer, { "GET /api/workflow/leads": () => json([]) });
    renderRoute("/dashboard");

    expect(await screen.findByText("No installation requests yet")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Create Installation Request" }).getAttribute("href"),
    ).toBe("/create-lead");
  });

  it("shows installers 'Available Jobs', without edit or delete", async () => {
    signedInAs(installer, { "GET /api/workflow/leads": () => json([aLead()]) });
    renderRoute("/installer/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Available Jobs" })).toBeTruthy();
    const berlin = await card("Starlink Installation in Berlin");
    expect(berlin.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(berlin.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("tells an installer when there are no jobs", async () => {
    signedInAs(installer, { "GET /api/workflow/leads": () => json([]) });
    renderRoute("/installer/dashboard");
    expect(await screen.findByText("No available jobs")).toBeTruthy();
  });

  it("shows an installer a new job's city and postal code while its street is hidden", async () => {
    signedInAs(installer, {
      "GET /api/workflow/leads": () =>
        json([aLead({ address: { street: null, city: "Berlin", postalCode: "10115" } })]),
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
        "GET /api/workflow/leads": () => json([]),
      });
      renderRoute("/installer/dashboard");

      expect(await screen.findByText("Your account is pending verification")).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "Available Jobs" })).toBeTruthy();
      expect(screen.queryByText("No available jobs")).toBeNull();
    },
  );

  it("shows a pending installer the jobs still assigned to them below the notice", async () => {
    signedInAs(aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "REJECTED" }), {
      "GET /api/workflow/leads": () =>
        json([aLead({ status: "ON_SITE", installerId: INSTALLER_ID })]),
    });
    renderRoute("/installer/dashboard");

    expect(await screen.findByText("Your account is pending verification")).toBeTruthy();
    expect(await card("Starlink Installation in Berlin")).toBeTruthy();
  });

  it("shows an approved installer no pending notice", async () => {
    signedInAs(installer, { "GET /api/workflow/leads": () => json([]) });
    renderRoute("/installer/dashboard");
    expect(await screen.findByText("No available jobs")).toBeTruthy();
    expect(screen.queryByText("Your account is pending verification")).toBeNull();
  });

  it("shows administrators every lead", async () => {
    signedInAs(admin, { "GET /api/workflow/leads": () => json([aLead()]) });
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
      "GET /api/workflow/leads": () => json(leads),
      [`DELETE /api/workflow/leads/${aLead().id}`]: () => {
        leads = [];
        return json({ success: true });
      },
    });
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete request?" });
    expect(within(dialog).getByText(/Starlink Installation in Berlin/)).toBeTruthy();
    expect(api.sent(`DELETE /api/workflow/leads/${aLead().id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Request" }));

    expect(await screen.findByText(messages.toasts.requestDeleted.title)).toBeTruthy();
    expect(await screen.findByText("No installation requests yet")).toBeTruthy();
    expect(api.sent(`DELETE /api/workflow/leads/${aLead().id}`)).toHaveLength(1);
  });

  it("shows the server's reason when a delete fails", async () => {
    signedInAs(customer, {
      "GET /api/workflow/leads": () => json([aLead()]),
      [`DELETE /api/workflow/leads/${aLead().id}`]: () =>
        apiError(409, "This request is ACCEPTED, so it cannot be deleted.", "CONFLICT"),
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
      "GET /api/workflow/leads": () => json([aLead()]),
      [`DELETE /api/workflow/leads/${aLead().id}`]: () => new Response("", { status: 502 }),
    });
    renderRoute("/dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Request" }));
    await waitFor(() => expect(screen.getByText(messages.errors.deleteRequestFailed)).toBeTruthy());
  });

  it("lets an installer accept a new priced job from its card, then refreshes the list", async () => {
    const lead = aLead();
    const accept = `POST /api/workflow/leads/${lead.id}/accept`;
    const api = signedInAs(installer, {
      "GET /api/workflow/leads": () => json([lead]),
      [accept]: () => json(aLead({ status: "ACCEPTED", installerId: INSTALLER_ID })),
    });
    renderRoute("/installer/dashboard");
    fireEvent.click((await card(lead.title)).getByRole("button", { name: "Accept Job" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Accept this job?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Accept Job" }));

    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(api.sent(accept)[0]?.body).toEqual({});
    await waitFor(() => expect(api.sent("GET /api/workflow/leads").length).toBeGreaterThan(1));
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
      "GET /api/workflow/leads": ({ query }) =>
        json(query.get("cursor") === lastShown ? [leadNumber(LEAD_PAGE_SIZE + 1)] : firstPage),
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
    expect(
      api.sent("GET /api/workflow/leads").map((request) => request.query.get("cursor")),
    ).toEqual([null, lastShown]);
    // A page shorter than a full one is the last.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
  });

  it("offers Accept Job only on new jobs", async () => {
    signedInAs(installer, {
      "GET /api/workflow/leads": () =>
        json([aLead({ status: "ACCEPTED", installerId: INSTALLER_ID })]),
    });
    renderRoute("/installer/dashboard");
    const accepted = await card("Starlink Installation in Berlin");
    expect(accepted.queryByRole("button", { name: "Accept Job" })).toBeNull();
  });
});
