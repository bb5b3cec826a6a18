import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { messages, type LeadDetail } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { errorOf, field, submitWith, type } from "../../test/fields";
import { fakeUploads } from "../../test/fakeUploads";
import { aDetail, aLead, aPhotoFile, CUSTOMER_ID, OTHER_ID } from "../../test/leads";
import { currentLocation, renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, trpcError, type StubRoutes } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const { validation } = messages;
const LEAD = aLead({ specialRequirements: "Dog in the garden" });
const WITH_PHOTO = aDetail(LEAD, [
  { id: OTHER_ID, url: `/api/photos/${OTHER_ID}`, caption: null, kind: "property" },
]);

async function openEdit(detail: LeadDetail, routes: StubRoutes = {}) {
  const api = signedInAs(aUser({ id: CUSTOMER_ID }), {
    "leads.byId": () => data(detail),
    "leads.list": () => data([LEAD]),
    ...routes,
  });
  renderRoute(`/edit-lead/${LEAD.id}`);
  await screen.findByDisplayValue("Hauptstraße 5");
  return api;
}

// Whole-app renders with forms and file reading are slow on a busy two-core machine.
describe("edit request", { timeout: 20_000 }, () => {
  it("prefills the form from the lead and notes the photo limits", async () => {
    await openEdit(WITH_PHOTO);
    expect(field("City").value).toBe("Berlin");
    expect(field("Postal code").value).toBe("10115");
    expect(field("Preferred start date").value).toBe("2026-12-01");
    expect(field("Preferred end date").value).toBe("2026-12-05");
    expect(field("Preferred time").value).toBe("morning");
    expect(field("Additional details (optional)").value).toBe(LEAD.description);
    expect(field("Special requirements (optional)").value).toBe("Dog in the garden");
    expect(screen.getByText("PNG, JPG up to 10MB each")).toBeTruthy();
  });

  it("prices the edited words live, as the server will when they are saved", async () => {
    await openEdit(WITH_PHOTO);
    expect(
      screen.getByText(
        "Estimated price: €399 — paid into escrow only when an installer accepts, released only when you approve",
      ),
    ).toBeTruthy();

    type("Additional details (optional)", "Please install it");
    type("Special requirements (optional)", "");
    expect(
      screen.getByText(
        "No price yet: installers will send you offers, and nothing is paid until you accept one.",
      ),
    ).toBeTruthy();
  });

  it("shows SPEC §5's edit minimums", async () => {
    const api = await openEdit(WITH_PHOTO);
    type("Additional details (optional)", "short");
    type("Street address", "Hau");
    type("City", "B");
    type("Postal code", "10");
    submitWith("Save Changes");

    expect(errorOf("Additional details (optional)")).toBe(validation.descriptionMin);
    expect(errorOf("Street address")).toBe(validation.addressRequired);
    expect(errorOf("City")).toBe(validation.cityRequired);
    expect(errorOf("Postal code")).toBe(validation.postalCodeRequired);
    expect(api.sent("leads.update")).toHaveLength(0);
  });

  it("saves with the existing photo counting, then returns to the dashboard", async () => {
    const api = await openEdit(WITH_PHOTO, {
      "leads.update": () => data(LEAD),
    });
    type("City", "Potsdam");
    submitWith("Save Changes");

    expect(await screen.findByText(messages.toasts.requestUpdated.title)).toBeTruthy();
    expect(api.sent("leads.update")[0]?.input).toMatchObject({
      id: LEAD.id,
      title: "Starlink Installation in Potsdam",
      address: "Hauptstraße 5, Potsdam, 10115",
      description: LEAD.description,
      preferredStartDate: "2026-12-01",
      timeRange: "morning",
    });
    expect(api.sent("leads.update")[0]?.input).not.toHaveProperty("photos");
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });

  it("requires at least one photo, and sends the new one's upload id once added", async () => {
    fakeUploads([{ status: 201, id: "photo-7" }]);
    const api = await openEdit(aDetail(LEAD), { "leads.update": () => data(LEAD) });
    submitWith("Save Changes");
    expect(await screen.findByText(messages.toasts.propertyPhotoRequired.message)).toBeTruthy();
    expect(api.sent("leads.update")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));

    fireEvent.change(field("Property photos (optional)"), { target: { files: [aPhotoFile()] } });
    expect(
      await screen.findByText(messages.toasts.photoAdded.title, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    submitWith("Save Changes");
    await waitFor(() => expect(api.sent("leads.update")).toHaveLength(1));
    expect(api.sent("leads.update")[0]?.input.photoIds).toEqual(["photo-7"]);
    expect(api.sent("leads.update")[0]?.input).not.toHaveProperty("photos");
  });

  it("shows the server's reason when saving fails", async () => {
    await openEdit(WITH_PHOTO, {
      "leads.update": () => trpcError(409, "This request is ACCEPTED, so it cannot be edited."),
    });
    submitWith("Save Changes");
    expect(
      await screen.findByText("This request is ACCEPTED, so it cannot be edited."),
    ).toBeTruthy();
  });

  it("prefills the request's country and holds a changed postal code to it", async () => {
    const dutch = aLead({
      country: "NL",
      address: { street: "Hauptstraße 5", city: "Amsterdam", postalCode: "1012 AB" },
    });
    const api = await openEdit(aDetail(dutch, WITH_PHOTO.photos), {
      "leads.update": () => data(dutch),
    });
    expect(field("Country").value).toBe("Netherlands");
    type("Postal code", "10115");
    submitWith("Save Changes");
    expect(errorOf("Postal code")).toBe("Enter a postal code like 1012 AB for Netherlands");
    expect(api.sent("leads.update")).toHaveLength(0);

    type("Postal code", "1013 CD");
    submitWith("Save Changes");
    await waitFor(() => expect(api.sent("leads.update")).toHaveLength(1));
    expect(api.sent("leads.update")[0]?.input).toMatchObject({
      address: "Hauptstraße 5, Amsterdam, 1013 CD",
      country: "NL",
    });
  });

  it("saves a request made before countries were asked for without one, as before", async () => {
    const old = aLead({
      country: null,
      address: { street: "Hauptstraße 5", city: "Springfield", postalCode: "SPR 42" },
    });
    const api = await openEdit(aDetail(old, WITH_PHOTO.photos), {
      "leads.update": () => data(old),
    });
    expect(field("Country").value).toBe("");
    submitWith("Save Changes");
    await waitFor(() => expect(api.sent("leads.update")).toHaveLength(1));
    expect(api.sent("leads.update")[0]?.input).not.toHaveProperty("country");
    expect(api.sent("leads.update")[0]?.input).toMatchObject({
      address: "Hauptstraße 5, Springfield, SPR 42",
    });
  });

  it("goes back to the dashboard on Cancel", async () => {
    await openEdit(WITH_PHOTO);
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });

  it("says 'Request Not Found' for a missing lead", async () => {
    signedInAs(aUser({ id: CUSTOMER_ID }), {
      "leads.byId": () => trpcError(404, "Not found."),
    });
    renderRoute(`/edit-lead/${LEAD.id}`);
    expect(await screen.findByText("Request Not Found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
  });
});
