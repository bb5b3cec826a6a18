import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  messages,
  REVISION_FEEDBACK_MAX_LENGTH,
  type ListedLead,
  type LeadStatus,
  type Role,
} from "@uplink/domain";
import { describe, expect, it } from "vitest";
import {
  aDetail,
  aLead,
  aPhotoFile,
  CUSTOMER_ID,
  INSTALLER_ID,
  OTHER_ID,
} from "../../../test/leads";
import { stubEventSource } from "../../../test/fakeEventSource";
import { fakeUploads } from "../../../test/fakeUploads";
import { currentLocation, renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, trpcError, type StubRoutes } from "../../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;
const ACTION_BUTTONS = [
  "Accept Job",
  "Make an offer",
  "Mark On Site",
  "Mark Job Complete",
  "Approve Work",
  "Request Revision",
  "Withdraw",
  "Open a dispute",
  "Cancel request",
];

function openDetail(role: Role, userId: string, lead: ListedLead, routes: StubRoutes = {}) {
  const api = signedInAs(aUser({ id: userId, role }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data(aDetail(lead)),
    ...routes,
  });
  renderRoute(`/dashboard?lead=${LEAD_ID}`);
  return api;
}

async function actionsCard() {
  const heading = await screen.findByRole("heading", { name: "Actions" });
  return within(heading.closest(".mantine-Card-root") as HTMLElement);
}

// Whole-app renders with forms and file reading are slow on a busy two-core machine.
describe("lead detail", { timeout: 20_000 }, () => {
  it.each<[string, Role, string, LeadStatus, string | null, string[]]>([
    ["an installer, on a new lead", "installer", INSTALLER_ID, "NEW", null, ["Accept Job"]],
    [
      "the assigned installer, accepted",
      "installer",
      INSTALLER_ID,
      "ACCEPTED",
      INSTALLER_ID,
      ["Mark On Site", "Withdraw"],
    ],
    ["another installer, accepted", "installer", INSTALLER_ID, "ACCEPTED", OTHER_ID, []],
    [
      "the assigned installer, on site",
      "installer",
      INSTALLER_ID,
      "ON_SITE",
      INSTALLER_ID,
      ["Mark Job Complete"],
    ],
    [
      "the assigned installer, in revision",
      "installer",
      INSTALLER_ID,
      "REVISION",
      INSTALLER_ID,
      ["Mark On Site", "Mark Job Complete", "Open a dispute"],
    ],
    ["the assigned installer, approved", "installer", INSTALLER_ID, "APPROVED", INSTALLER_ID, []],
    ["the owner, new", "customer", CUSTOMER_ID, "NEW", null, ["Cancel request"]],
    ["the owner, accepted", "customer", CUSTOMER_ID, "ACCEPTED", INSTALLER_ID, ["Cancel request"]],
    ["the owner, on site", "customer", CUSTOMER_ID, "ON_SITE", INSTALLER_ID, []],
    [
      "the owner, in revision",
      "customer",
      CUSTOMER_ID,
      "REVISION",
      INSTALLER_ID,
      ["Open a dispute"],
    ],
    ["the owner, cancelled", "customer", CUSTOMER_ID, "CANCELLED", INSTALLER_ID, []],
    ["the owner, disputed", "customer", CUSTOMER_ID, "DISPUTED", INSTALLER_ID, []],
    ["the assigned installer, done", "installer", INSTALLER_ID, "DONE", INSTALLER_ID, []],
    [
      "the owner, done",
      "customer",
      CUSTOMER_ID,
      "DONE",
      INSTALLER_ID,
      ["Approve Work", "Request Revision", "Open a dispute"],
    ],
    ["another customer, done", "customer", OTHER_ID, "DONE", INSTALLER_ID, []],
    ["an administrator, done", "administrator", OTHER_ID, "DONE", INSTALLER_ID, []],
  ])(
    "offers %s exactly the allowed actions",
    async (_who, role, userId, status, installerId, expected) => {
      openDetail(role, userId, aLead({ status, installerId }));
      const card = await actionsCard();
      const offered = ACTION_BUTTONS.filter(
        (name) => card.queryByRole("button", { name }) !== null,
      );
      expect(offered).toEqual(expected);
    },
  );

  it("shows the lead, its timeline, its photos and revision feedback", async () => {
    const lead = aLead({
      status: "REVISION",
      installerId: INSTALLER_ID,
      revisionFeedback: "The cable hangs loose",
      specialRequirements: "Dog in the garden",
    });
    signedInAs(aUser({ id: CUSTOMER_ID }), {
      "leads.list": () => data([lead]),
      "leads.byId": () =>
        data(
          aDetail(lead, [
            { id: "p1", url: "/api/photos/p1", caption: null, kind: "property" },
            { id: "p2", url: "/api/photos/p2", caption: null, kind: "property" },
            {
              id: OTHER_ID,
              url: `/api/photos/${OTHER_ID}`,
              caption: "Dish on the roof",
              kind: "completion",
            },
          ]),
        ),
    });
    renderRoute(`/dashboard?lead=${LEAD_ID}`);

    expect(await screen.findByRole("heading", { level: 1, name: lead.title })).toBeTruthy();
    expect(screen.getByText("Revision")).toBeTruthy();
    for (const step of [
      "Lead Created",
      "Installer Assigned",
      "On Site",
      "Work Complete",
      "Approved & Paid",
    ]) {
      expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    }
    expect(screen.getByText("The cable hangs loose")).toBeTruthy();
    expect(screen.getByText("Dog in the garden")).toBeTruthy();
    expect(screen.getByText("Morning (8:00-12:00)")).toBeTruthy();
    expect(screen.getByText("Dish on the roof")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Dish on the roof" }).getAttribute("src")).toBe(
      `/api/photos/${OTHER_ID}`,
    );
    expect(
      screen.getByRole("img", { name: "Property Photos: photo 2 of 2" }).getAttribute("src"),
    ).toBe("/api/photos/p2");
    expect(screen.getByRole("img", { name: "Property Photos: photo 1 of 2" })).toBeTruthy();
    expect(screen.getByText("Value: €350")).toBeTruthy();
    expect(screen.getByText("Hauptstraße 5, 10115 Berlin")).toBeTruthy();
    expect(screen.queryByText("The street address is shown once you accept the job.")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Back to Dashboard" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Installation Requests" }),
    ).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });

  it("shows the lead's new state without a reload when its chat reports a change", async () => {
    const conversation = { id: OTHER_ID, leadId: LEAD_ID, messages: [], participants: [] };
    let lead = aLead({ status: "ACCEPTED", installerId: INSTALLER_ID });
    const api = signedInAs(aUser({ id: CUSTOMER_ID }), {
      "leads.list": () => data([lead]),
      "leads.byId": () => data({ ...aDetail(lead), conversation }),
      "conversation.byId": () => data(conversation),
    });
    const sources = stubEventSource();
    renderRoute(`/dashboard?lead=${LEAD_ID}`);
    expect((await actionsCard()).getByRole("button", { name: "Cancel request" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Open Chat" }));
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = sources.latest("conversation.live");
    await stream.open();
    lead = aLead({ status: "ON_SITE", installerId: INSTALLER_ID });
    await stream.send({ type: "lead", leadId: LEAD_ID, status: "ON_SITE" });

    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Cancel request", hidden: true })).toBeNull(),
    );
    expect(api.sent("leads.byId").length).toBeGreaterThan(1);
  });

  it("shows an installer a new job's postal code and city, and that the street follows", async () => {
    openDetail(
      "installer",
      INSTALLER_ID,
      aLead({ address: { street: null, city: "Berlin", postalCode: "10115" } }),
    );
    expect(await screen.findByText("10115 Berlin")).toBeTruthy();
    expect(screen.getByText("The street address is shown once you accept the job.")).toBeTruthy();
    expect(screen.queryByText(/null/)).toBeNull();
    expect((await actionsCard()).getByRole("button", { name: "Accept Job" })).toBeTruthy();
  });

  it("closes with 'Access Denied' when the server refuses the detail", async () => {
    openDetail("installer", INSTALLER_ID, aLead({ status: "ACCEPTED", installerId: OTHER_ID }), {
      "leads.byId": () => trpcError(403, messages.errors.leadDetailAccessDenied),
    });
    expect(await screen.findByText(messages.toastTitles.accessDenied)).toBeTruthy();
    expect(screen.getByText(messages.errors.leadDetailAccessDenied)).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Available Jobs" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });

  it("says the device is offline, and stays open, when the detail cannot be reached", async () => {
    openDetail("installer", INSTALLER_ID, aLead({ status: "ON_SITE", installerId: INSTALLER_ID }), {
      "leads.byId": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(await screen.findByText("You are offline")).toBeTruthy();
    expect(
      screen.getByText(
        "This has not been loaded on this device yet. It will appear once you are back online.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(messages.toastTitles.accessDenied)).toBeNull();
    expect(currentLocation()).toBe(`/dashboard?lead=${LEAD_ID}`);
  });

  it("accepts a priced lead with an empty body and refreshes", async () => {
    const api = openDetail("installer", INSTALLER_ID, aLead(), {
      "leads.accept": () => data(aLead({ status: "ACCEPTED" })),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Accept Job" }));

    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(api.sent("leads.accept")[0]?.input).toEqual({ id: LEAD_ID });
    await waitFor(() => expect(api.sent("leads.byId").length).toBeGreaterThan(1));
    expect(screen.queryByText(/customer pays next/)).toBeNull();
  });

  it("tells the installer the customer pays next when the provider collects at checkout (Stripe)", async () => {
    openDetail("installer", INSTALLER_ID, aLead(), {
      "leads.accept": () => data(aLead({ status: "ACCEPTED" })),
      "config.get": () =>
        data({
          clerkPublishableKey: null,
          platformFeePercent: 10,
          contactEmail: null,
          paymentProvider: "stripe",
        }),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Accept Job" }));

    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(
      screen.getByText(
        "The customer pays next. You can go on site once their payment is held in escrow.",
      ),
    ).toBeTruthy();
  });

  it.each<[string, Role, string, string[]]>([
    ["an installer", "installer", INSTALLER_ID, ["Make an offer"]],
    ["the owner", "customer", CUSTOMER_ID, ["Cancel request"]],
    ["another customer", "customer", OTHER_ID, []],
  ])(
    "on a request to be quoted, offers %s no Accept Job but exactly the allowed actions",
    async (_who, role, userId, expected) => {
      openDetail(role, userId, aLead({ value: null }));
      const card = await actionsCard();
      const offered = ACTION_BUTTONS.filter(
        (name) => card.queryByRole("button", { name }) !== null,
      );
      expect(offered).toEqual(expected);
      expect(card.queryByLabelText("Your price (€)") !== null).toBe(role === "installer");
    },
  );

  it("sends one acceptance however often the button is pressed while it is on its way", async () => {
    let answer: () => void = () => {};
    const api = openDetail("installer", INSTALLER_ID, aLead(), {
      "leads.accept": () =>
        new Promise((resolve) => {
          answer = () => resolve(data(aLead({ status: "ACCEPTED", installerId: INSTALLER_ID })));
        }),
    });
    const accept = (await actionsCard()).getByRole("button", { name: "Accept Job" });
    fireEvent.click(accept);
    await waitFor(() => expect(api.sent("leads.accept")).toHaveLength(1));
    fireEvent.click(accept);
    fireEvent.click(accept);
    answer();

    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(api.sent("leads.accept")).toHaveLength(1);
  });

  it("shows the server's sentence when the state changed meanwhile", async () => {
    openDetail("installer", INSTALLER_ID, aLead(), {
      "leads.accept": () => trpcError(409, "This request is ACCEPTED, so it cannot be accepted."),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Accept Job" }));
    expect(
      await screen.findByText("This request is ACCEPTED, so it cannot be accepted."),
    ).toBeTruthy();
  });

  it("marks on site", async () => {
    const api = openDetail(
      "installer",
      INSTALLER_ID,
      aLead({ status: "ACCEPTED", installerId: INSTALLER_ID }),
      {
        "leads.markOnSite": () => data(aLead({ status: "ON_SITE" })),
      },
    );
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Mark On Site" }));
    expect(await screen.findByText(messages.toasts.markedOnSite.title)).toBeTruthy();
    expect(api.sent("leads.markOnSite").map((call) => call.input)).toEqual([{ id: LEAD_ID }]);
  });

  it("requires three completion photos with a caption each, uploads each once, then sends their ids", async () => {
    const uploads = fakeUploads();
    const api = openDetail(
      "installer",
      INSTALLER_ID,
      aLead({ status: "ON_SITE", installerId: INSTALLER_ID }),
      {
        "leads.submitCompletion": () => data(aLead({ status: "DONE" })),
      },
    );
    const card = await actionsCard();
    fireEvent.click(card.getByRole("button", { name: "Mark Job Complete" }));
    expect(await screen.findByText(messages.toasts.completionPhotosRequired.message)).toBeTruthy();
    // One toast at a time (SPEC §9): dismiss it so the next one shows.
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));

    const input = card.getByLabelText("Completion photos");
    fireEvent.change(input, {
      target: {
        files: [aPhotoFile("a.png"), aPhotoFile("b.png"), aPhotoFile("c.jpg", "image/jpeg")],
      },
    });
    fireEvent.change(await card.findByLabelText(/Caption for photo 1/), {
      target: { value: "Dish mounted" },
    });
    await waitFor(() =>
      expect(card.getByRole("button", { name: "Mark Job Complete" }).hasAttribute("disabled")).toBe(
        false,
      ),
    );
    fireEvent.click(card.getByRole("button", { name: "Mark Job Complete" }));
    expect(await card.findAllByText("Add a caption that says what this photo shows")).toHaveLength(
      2,
    );
    expect(api.sent("leads.submitCompletion")).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/Caption for photo 2/), {
      target: { value: "Cable entry" },
    });
    fireEvent.change(card.getByLabelText(/Caption for photo 3/), {
      target: { value: " Router in the office " },
    });
    fireEvent.click(card.getByRole("button", { name: "Mark Job Complete" }));

    expect(await screen.findByText(messages.toasts.jobMarkedComplete.title)).toBeTruthy();
    const completion = api.sent("leads.submitCompletion")[0]?.input;
    expect(completion?.id).toBe(LEAD_ID);
    expect(completion?.photoIds).toEqual(["upload-1", "upload-2", "upload-3"]);
    expect(completion).not.toHaveProperty("photos");
    expect(uploads.sent).toHaveLength(3);
    expect(completion?.captions).toEqual(["Dish mounted", "Cable entry", "Router in the office"]);
  });

  it("approves only after confirming", async () => {
    const api = openDetail(
      "customer",
      CUSTOMER_ID,
      aLead({ status: "DONE", installerId: INSTALLER_ID }),
      {
        "leads.approve": () => data(aLead({ status: "APPROVED" })),
      },
    );
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Approve Work" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve the work?" });
    expect(api.sent("leads.approve")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve & Release Payment" }));

    expect(await screen.findByText(messages.toasts.jobApproved.title)).toBeTruthy();
    expect(screen.getByText(messages.toasts.jobApproved.message)).toBeTruthy();
    expect(api.sent("leads.approve").map((call) => call.input)).toEqual([{ id: LEAD_ID }]);
  });

  it("requests a revision with non-blank feedback", async () => {
    const api = openDetail(
      "customer",
      CUSTOMER_ID,
      aLead({ status: "DONE", installerId: INSTALLER_ID }),
      {
        "leads.requestRevision": () => data(aLead({ status: "REVISION" })),
      },
    );
    const card = await actionsCard();
    fireEvent.change(card.getByLabelText("What needs to be revised?"), {
      target: { value: "   " },
    });
    fireEvent.click(card.getByRole("button", { name: "Request Revision" }));
    expect(await card.findByText(messages.validation.feedbackRequired)).toBeTruthy();
    expect(api.sent("leads.requestRevision")).toHaveLength(0);

    fireEvent.change(card.getByLabelText("What needs to be revised?"), {
      target: { value: "a".repeat(REVISION_FEEDBACK_MAX_LENGTH + 1) },
    });
    fireEvent.click(card.getByRole("button", { name: "Request Revision" }));
    expect(await card.findByText(messages.validation.feedbackTooLong)).toBeTruthy();
    expect(api.sent("leads.requestRevision")).toHaveLength(0);

    fireEvent.change(card.getByLabelText("What needs to be revised?"), {
      target: { value: " The cable hangs loose " },
    });
    fireEvent.click(card.getByRole("button", { name: "Request Revision" }));
    expect(await screen.findByText(messages.toasts.revisionRequested.title)).toBeTruthy();
    expect(api.sent("leads.requestRevision")[0]?.input).toEqual({
      id: LEAD_ID,
      feedback: "The cable hangs loose",
    });
  });
});
