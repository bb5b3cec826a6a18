import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  CITY_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  messages,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "@uplink/domain";
import { describe, expect, it, vi } from "vitest";
import { blur, choose, errorOf, field, submitWith, type } from "../../test/fields";
import { fakeUploads } from "../../test/fakeUploads";
import { aLead, aPhotoFile, CUSTOMER_ID } from "../../test/leads";
import { currentLocation, renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, stubApi, trpcError, type StubRoutes } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const { validation } = messages;
const customer = aUser({ id: CUSTOMER_ID });
const SUBMIT = "Submit Installation Request";

async function openForm(routes: StubRoutes = {}) {
  const api = signedInAs(customer, {
    "leads.list": () => data([aLead()]),
    ...routes,
  });
  renderRoute("/create-lead");
  await screen.findByLabelText("Street address");
  return api;
}

function setDate(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

function fillRequiredFields() {
  type("Street address", "Hauptstraße 5");
  type("City", "Berlin");
  type("Postal code", "10115");
  choose("Country", "Germany");
  setDate("Preferred start date", "2027-01-10");
  setDate("Preferred end date", "2027-01-14");
  type("Preferred time", "morning");
}

const offersInstead =
  "No price yet: installers will send you offers, and nothing is paid until you accept one.";

function estimate(euros: string) {
  return `Estimated price: €${euros} — paid into escrow only when an installer accepts, released only when you approve`;
}

function addPhoto(file = aPhotoFile()) {
  fireEvent.change(field("Property photos (optional)"), { target: { files: [file] } });
}

// Whole-app renders with forms and file reading are slow on a busy two-core machine.
describe("create request", { timeout: 20_000 }, () => {
  it("asks a signed-out visitor to sign in as a customer", async () => {
    stubApi();
    renderRoute("/job-form");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Request Starlink Installation" }),
    ).toBeTruthy();
    expect(screen.getByText("Sign In Required")).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/signin?role=customer",
    );
  });

  it("shows SPEC §5's messages for every required field on submit, sending nothing", async () => {
    const api = await openForm();
    submitWith(SUBMIT);

    expect(errorOf("Street address")).toBe(validation.addressRequired);
    expect(errorOf("City")).toBe(validation.cityRequired);
    expect(errorOf("Postal code")).toBe(validation.postalCodeRequired);
    expect(errorOf("Preferred start date")).toBe(validation.startDateRequired);
    expect(errorOf("Preferred end date")).toBe(validation.endDateRequired);
    expect(errorOf("Preferred time")).toBe(validation.timeRangeRequired);
    expect(errorOf("Country")).toBe("Please select a country");
    expect(api.sent("leads.create")).toHaveLength(0);
  });

  it("validates a field when it loses focus", async () => {
    await openForm();
    blur("City");
    expect(errorOf("City")).toBe(validation.cityRequired);
    expect(errorOf("Street address")).toBeNull();
  });

  it("posts the combined address with the dates, window and photos, then goes to the dashboard", async () => {
    const uploads = fakeUploads([{ status: 201, id: "photo-1" }]);
    const api = await openForm({ "leads.create": () => data(aLead()) });
    fillRequiredFields();
    type("Special requirements (optional)", "Dog in the garden");
    addPhoto();
    expect(
      await screen.findByText(messages.toasts.photoAdded.title, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));

    submitWith(SUBMIT);
    expect(await screen.findByText(messages.toasts.requestPosted.title)).toBeTruthy();
    const input = api.sent("leads.create")[0]?.input;
    expect(input).toMatchObject({
      title: "Starlink Installation in Berlin",
      address: "Hauptstraße 5, Berlin, 10115",
      country: "DE",
      preferredStartDate: "2027-01-10",
      preferredEndDate: "2027-01-14",
      timeRange: "morning",
      specialRequirements: "Dog in the garden",
    });
    expect(input?.photoIds).toEqual(["photo-1"]);
    expect(input).not.toHaveProperty("photos");
    expect(uploads.sent).toHaveLength(1);
    expect(uploads.sent[0]?.headers["content-type"]).toBe("image/jpeg");
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });

  it("holds the postal code to the chosen country's format, showing it as the example", async () => {
    const api = await openForm({ "leads.create": () => data(aLead({ country: "NL" })) });
    fillRequiredFields();
    choose("Country", "Netherlands");
    expect(field("Country").value).toBe("Netherlands");
    expect(field("Postal code").placeholder).toBe("1012 AB");
    // The postal code typed for Germany is read again by the Dutch format at once.
    expect(errorOf("Postal code")).toBe("Enter a postal code like 1012 AB for Netherlands");
    submitWith(SUBMIT);
    expect(api.sent("leads.create")).toHaveLength(0);

    type("Postal code", "1012ab");
    blur("Postal code");
    expect(errorOf("Postal code")).toBeNull();
    choose("Country", "Poland");
    expect(field("Postal code").placeholder).toBe("00-950");
    expect(errorOf("Postal code")).toBe("Enter a postal code like 00-950 for Poland");
    type("Postal code", "00950");
    submitWith(SUBMIT);
    expect(await screen.findByText(messages.toasts.requestPosted.title)).toBeTruthy();
    expect(api.sent("leads.create")[0]?.input).toMatchObject({
      address: "Hauptstraße 5, Berlin, 00950",
      country: "PL",
    });
  });

  it("finds a country by typing part of its name, and starts from the customer's own", async () => {
    signedInAs(aUser({ id: CUSTOMER_ID, country: "IE" }), { "leads.list": () => data([]) });
    renderRoute("/create-lead");
    await screen.findByLabelText("Street address");
    expect(field("Country").value).toBe("Ireland");
    expect(field("Postal code").placeholder).toBe("D02 X285");

    field("Country").focus();
    fireEvent.change(field("Country"), { target: { value: "sw" } });
    const list = screen.getByRole("listbox", { hidden: true });
    const options = within(list).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(["Sweden", "Switzerland"]);
    fireEvent.click(options[1] as HTMLElement);
    expect(field("Country").value).toBe("Switzerland");
    expect(field("Postal code").placeholder).toBe("8001");
  });

  it("says installers will send offers while the request says too little to be priced", async () => {
    await openForm();
    expect(screen.getByText(offersInstead)).toBeTruthy();
    expect(screen.queryByText(/Estimated price/)).toBeNull();

    type("Additional details (optional)", "Please install Starlink");
    expect(screen.getByText(offersInstead)).toBeTruthy();
  });

  it("shows the quote engine's price, line by line, as the customer describes the site", async () => {
    await openForm();
    type("Additional details (optional)", "Roof mount on a two-storey house");

    expect(screen.getByRole("status").textContent).toContain(estimate("399"));
    expect(screen.getByText("Roof mount: €120")).toBeTruthy();
    expect(
      screen.getByText("Work at height (two storeys or more, ladder or scaffold): €80"),
    ).toBeTruthy();
    expect(screen.queryByText(offersInstead)).toBeNull();

    type("Special requirements (optional)", "The cable has to run 30 m to the office");
    expect(screen.getByText(estimate("459"))).toBeTruthy();

    type("Additional details (optional)", "");
    type("Special requirements (optional)", "");
    expect(screen.getByText(offersInstead)).toBeTruthy();
  });

  it("prices the words installers will read: contact details are replaced first, as on the server", async () => {
    await openForm();
    // Five words of its own; with the phone number replaced, eight: a standard installation.
    type("Additional details (optional)", "Please come soon, call 0151 2345678 tomorrow");
    expect(screen.getByText(estimate("199"))).toBeTruthy();
  });

  it("posts the request whose estimate the customer saw", async () => {
    const api = await openForm({ "leads.create": () => data(aLead({ value: 399 })) });
    fillRequiredFields();
    type("Additional details (optional)", "Roof mount on a two-storey house");
    expect(screen.getByText(estimate("399"))).toBeTruthy();

    submitWith(SUBMIT);
    expect(await screen.findByText(messages.toasts.requestPosted.title)).toBeTruthy();
    expect(api.sent("leads.create")[0]?.input).toMatchObject({
      description: "Roof mount on a two-storey house",
    });
  });

  it("holds each text field to its maximum with its message, sending nothing", async () => {
    const api = await openForm();
    fillRequiredFields();
    type("Street address", "a".repeat(STREET_MAX_LENGTH + 1));
    type("City", "a".repeat(CITY_MAX_LENGTH + 1));
    type("Additional details (optional)", "a".repeat(LEAD_DESCRIPTION_MAX_LENGTH + 1));
    type("Special requirements (optional)", "a".repeat(SPECIAL_REQUIREMENTS_MAX_LENGTH + 1));
    submitWith(SUBMIT);

    expect(errorOf("Street address")).toBe(validation.streetTooLong);
    expect(errorOf("City")).toBe(validation.cityTooLong);
    expect(errorOf("Additional details (optional)")).toBe(validation.descriptionTooLong);
    expect(errorOf("Special requirements (optional)")).toBe(validation.specialRequirementsTooLong);
    expect(api.sent("leads.create")).toHaveLength(0);
  });

  it("shows the server's refusal of a title over its maximum", async () => {
    await openForm({
      "leads.create": () => trpcError(400, validation.titleTooLong),
    });
    fillRequiredFields();
    submitWith(SUBMIT);
    expect(await screen.findByText(validation.titleTooLong)).toBeTruthy();
    expect(currentLocation()).toBe("/create-lead");
  });

  it("shows the server's reason when posting fails", async () => {
    await openForm({
      "leads.create": () => trpcError(400, "Start date cannot be in the past"),
    });
    fillRequiredFields();
    submitWith(SUBMIT);
    expect(await screen.findByText("Start date cannot be in the past")).toBeTruthy();
    expect(currentLocation()).toBe("/create-lead");
  });

  it("falls back to 'Failed to create installation request'", async () => {
    await openForm({ "leads.create": () => trpcError(500, "") });
    fillRequiredFields();
    submitWith(SUBMIT);
    expect(await screen.findByText(messages.errors.createRequestFailed)).toBeTruthy();
  });

  it("rejects a photo with the server's reason, shown beside it, and sends no id", async () => {
    fakeUploads([{ status: 400, message: "The photo appears to be blank." }]);
    const api = await openForm({ "leads.create": () => data(aLead()) });
    addPhoto();
    expect(await screen.findByText(messages.toasts.photoRejected.title)).toBeTruthy();
    expect(screen.getAllByText("The photo appears to be blank.").length).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    fillRequiredFields();
    submitWith(SUBMIT);
    await waitFor(() => expect(api.sent("leads.create")).toHaveLength(1));
    expect(api.sent("leads.create")[0]?.input).not.toHaveProperty("photoIds");
  });

  it("shows each photo's upload progress, and tries a photo that did not get through again", async () => {
    const uploads = fakeUploads(["network error", { status: 503, message: "busy" }]);
    await openForm();
    addPhoto();
    const bar = await screen.findByRole("progressbar", { name: "Upload of roof.png" });
    expect(bar.getAttribute("aria-valuenow")).toMatch(/^\d+$/);
    expect(
      await screen.findByText(messages.toasts.photoAdded.title, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(uploads.sent).toHaveLength(3);
  });

  it("shrinks every chosen photo at once, the next ones while the first is going up", async () => {
    const uploads = fakeUploads();
    await openForm();
    // How many uploads had gone out when each photo's shrinking started.
    const uploadsAtEachShrink: number[] = [];
    vi.mocked(createImageBitmap).mockImplementation(() => {
      uploadsAtEachShrink.push(uploads.sent.length);
      return Promise.resolve({ width: 4000, height: 3000, close: () => {} } as ImageBitmap);
    });
    fireEvent.change(field("Property photos (optional)"), {
      target: { files: ["roof.png", "side.png", "yard.png"].map((name) => aPhotoFile(name)) },
    });
    await waitFor(() => expect(uploads.sent).toHaveLength(3), { timeout: 10_000 });
    expect(uploadsAtEachShrink).toEqual([0, 0, 0]);
  });

  it("says 'Upload Error' after three failed tries, and tries again by hand", async () => {
    const uploads = fakeUploads(["network error", "network error", "network error"]);
    const api = await openForm({ "leads.create": () => data(aLead()) });
    addPhoto();
    expect(
      await screen.findByText(messages.toasts.photoUploadFailed.title, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(uploads.sent).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Retry upload of roof.png" }));
    expect(
      await screen.findByText(messages.toasts.photoAdded.title, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(uploads.sent).toHaveLength(4);
    fillRequiredFields();
    submitWith(SUBMIT);
    await waitFor(() => expect(api.sent("leads.create")).toHaveLength(1));
    expect(api.sent("leads.create")[0]?.input.photoIds).toEqual(["upload-4"]);
  });

  it("keeps uploaded photos when posting fails, and sends their ids again", async () => {
    const uploads = fakeUploads();
    let tries = 0;
    const api = await openForm({
      "leads.create": () => (++tries === 1 ? trpcError(500, "") : data(aLead())),
    });
    addPhoto();
    expect(
      await screen.findByText(messages.toasts.photoAdded.title, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    fillRequiredFields();
    submitWith(SUBMIT);
    expect(await screen.findByText(messages.errors.createRequestFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    submitWith(SUBMIT);
    expect(await screen.findByText(messages.toasts.requestPosted.title)).toBeTruthy();
    expect(api.sent("leads.create").map((call) => call.input.photoIds)).toEqual([
      ["upload-1"],
      ["upload-1"],
    ]);
    expect(uploads.sent).toHaveLength(1);
  });

  it("cancels a photo's upload, which then sends nothing", async () => {
    const uploads = fakeUploads();
    const api = await openForm({ "leads.create": () => data(aLead()) });
    addPhoto();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel upload of roof.png" }));
    expect(screen.queryByText("roof.png")).toBeNull();
    fillRequiredFields();
    submitWith(SUBMIT);
    await waitFor(() => expect(api.sent("leads.create")).toHaveLength(1));
    expect(api.sent("leads.create")[0]?.input).not.toHaveProperty("photoIds");
    expect(uploads.sent.length).toBeLessThanOrEqual(1);
  });

  it("refuses files that are not images", async () => {
    const uploads = fakeUploads();
    await openForm();
    addPhoto(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(messages.toasts.invalidFile.title)).toBeTruthy();
    expect(screen.getByText(messages.toasts.invalidFile.message)).toBeTruthy();
    expect(uploads.sent).toHaveLength(0);
  });
});
