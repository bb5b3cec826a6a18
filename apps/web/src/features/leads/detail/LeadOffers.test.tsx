import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  messages,
  OFFER_MESSAGE_MAX_LENGTH,
  type ListedLead,
  type ListedOffer,
  type Role,
} from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID, OTHER_ID } from "../../../test/leads";
import { anOffer, OFFER_ID } from "../../../test/offers";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, trpcError, type StubRoutes } from "../../../test/stubApi";
import type { ProcedureReply } from "../../../test/trpcWire";

/* Offers on a request the quote engine could not price (issue 11). */

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;
const DETAIL = "leads.byId";
const OFFERS = "leads.offers";
const MAKE_OFFER = "leads.makeOffer";
const ACCEPT_OFFER = "offers.accept";
const WITHDRAW_OFFER = "offers.withdraw";
const UNPRICED = aLead({ value: null });

function openDetail(role: Role, userId: string, lead: ListedLead, routes: StubRoutes = {}) {
  const api = signedInAs(aUser({ id: userId, role, verificationStatus: "APPROVED" }), {
    "leads.list": () => data([lead]),
    [DETAIL]: () => data(aDetail(lead)),
    ...routes,
  });
  renderRoute(`/dashboard?lead=${LEAD_ID}`);
  return api;
}

async function actionsCard() {
  const heading = await screen.findByRole("heading", { name: "Actions" });
  return within(heading.closest(".mantine-Card-root") as HTMLElement);
}

async function offersCard(name: "Offers" | "Your offer") {
  return within(await screen.findByRole("region", { name }));
}

function dateOf(iso: string) {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));
}

// Whole-app renders are slow on a busy two-core machine.
describe("offers on a request to be quoted", { timeout: 20_000 }, () => {
  it("lets an installer make an offer, checked by the domain's rules, and shows it as theirs", async () => {
    let offers: ListedOffer[] = [];
    const api = openDetail("installer", INSTALLER_ID, UNPRICED, {
      [OFFERS]: () => data(offers),
      [MAKE_OFFER]: () => {
        offers = [anOffer({ message: "I can come next Tuesday" })];
        return data({ offer: anOffer({ message: "I can come next Tuesday" }) });
      },
    });
    const own = await offersCard("Your offer");
    expect(await own.findByText("You have not made an offer on this request yet.")).toBeTruthy();

    const card = await actionsCard();
    expect(card.queryByRole("button", { name: "Accept Job" })).toBeNull();
    fireEvent.blur(card.getByLabelText("Your price (€)"));
    expect(await card.findByText(messages.validation.valueInvalid)).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));
    expect(api.sent(MAKE_OFFER)).toHaveLength(0);

    fireEvent.change(card.getByLabelText("Your price (€)"), { target: { value: "420" } });
    fireEvent.change(card.getByLabelText("Message to the customer (optional)"), {
      target: { value: "x".repeat(OFFER_MESSAGE_MAX_LENGTH + 1) },
    });
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));
    expect(await card.findByText(messages.validation.offerMessageTooLong)).toBeTruthy();
    expect(card.queryByText(messages.validation.valueInvalid)).toBeNull();
    expect(api.sent(MAKE_OFFER)).toHaveLength(0);

    fireEvent.change(card.getByLabelText("Message to the customer (optional)"), {
      target: { value: " I can come next Tuesday " },
    });
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));
    expect(await screen.findByText(messages.toasts.offerSent.title)).toBeTruthy();
    expect(screen.getByText(messages.toasts.offerSent.message)).toBeTruthy();
    expect(api.sent(MAKE_OFFER)[0]?.input).toEqual({
      id: LEAD_ID,
      value: 420,
      message: "I can come next Tuesday",
    });

    const item = within(await own.findByRole("listitem"));
    expect(item.getByText("€420")).toBeTruthy();
    expect(item.getByText("Pending")).toBeTruthy();
    expect(item.getByText("I can come next Tuesday")).toBeTruthy();
    expect(item.getByRole("button", { name: "Withdraw offer" })).toBeTruthy();
    // Installers see only their own offers: no name, no verification badge.
    expect(item.queryByText("Ivan Petrov")).toBeNull();
    expect(card.getByLabelText<HTMLInputElement>("Your price (€)").value).toBe("");
  });

  it("sends an offer without a message when none is given", async () => {
    const api = openDetail("installer", INSTALLER_ID, UNPRICED, {
      [OFFERS]: () => data([]),
      [MAKE_OFFER]: () => data({ offer: anOffer({ value: 99.5, message: null }) }),
    });
    const card = await actionsCard();
    fireEvent.change(card.getByLabelText("Your price (€)"), { target: { value: "99.5" } });
    fireEvent.change(card.getByLabelText("Message to the customer (optional)"), {
      target: { value: "   " },
    });
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));
    expect(await screen.findByText(messages.toasts.offerSent.title)).toBeTruthy();
    expect(api.sent(MAKE_OFFER)[0]?.input).toEqual({ id: LEAD_ID, value: 99.5 });
  });

  it("shows the server's reason when it refuses the offer", async () => {
    openDetail("installer", INSTALLER_ID, UNPRICED, {
      [OFFERS]: () => data([]),
      [MAKE_OFFER]: () => trpcError(403, messages.server.installerNotApproved),
    });
    const card = await actionsCard();
    fireEvent.change(card.getByLabelText("Your price (€)"), { target: { value: "420" } });
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));
    expect(await screen.findByText(messages.server.installerNotApproved)).toBeTruthy();
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
  });

  it("withdraws the installer's pending offer only after a confirmation", async () => {
    let offers = [anOffer(), anOffer({ id: OTHER_ID, value: 500, status: "WITHDRAWN" })];
    const api = openDetail("installer", INSTALLER_ID, UNPRICED, {
      [OFFERS]: () => data(offers),
      [WITHDRAW_OFFER]: () => {
        offers = offers.map((offer) => ({ ...offer, status: "WITHDRAWN" }));
        return data({ ...anOffer(), status: "WITHDRAWN" });
      },
    });
    const own = await offersCard("Your offer");
    const [pending, withdrawn] = await own.findAllByRole("listitem");
    expect(within(withdrawn!).getByText("Withdrawn")).toBeTruthy();
    expect(within(withdrawn!).queryByRole("button", { name: "Withdraw offer" })).toBeNull();

    fireEvent.click(within(pending!).getByRole("button", { name: "Withdraw offer" }));
    let dialog = await screen.findByRole("dialog", { name: "Withdraw your offer?" });
    expect(within(dialog).getByText(/can no longer accept your offer of €420/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep offer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(WITHDRAW_OFFER)).toHaveLength(0);

    fireEvent.click(within(pending!).getByRole("button", { name: "Withdraw offer" }));
    dialog = await screen.findByRole("dialog", { name: "Withdraw your offer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, withdraw it" }));
    expect(await screen.findByText(messages.toasts.offerWithdrawn.title)).toBeTruthy();
    expect(api.sent(WITHDRAW_OFFER).map((call) => call.input)).toEqual([{ id: OFFER_ID }]);
    await waitFor(() => expect(own.queryByRole("button", { name: "Withdraw offer" })).toBeNull());
    expect(own.getAllByText("Withdrawn")).toHaveLength(2);
  });

  it("shows a customer a loading state, then every offer with who made it", async () => {
    let answer: (reply: ProcedureReply<ListedOffer[]>) => void = () => {};
    const api = openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [OFFERS]: () => new Promise<ProcedureReply<ListedOffer[]>>((resolve) => (answer = resolve)),
    });
    const offers = await offersCard("Offers");
    expect(offers.getByLabelText("Loading…")).toBeTruthy();
    answer(
      data([
        anOffer(),
        anOffer({
          id: OTHER_ID,
          value: 1250.5,
          message: null,
          status: "WITHDRAWN",
          createdAt: "2026-03-05T08:00:00.000Z",
          installer: {
            firstName: "Olga",
            lastName: "Schmidt",
            verificationStatus: "NEW",
            rating: { average: null, count: 0 },
          },
        }),
        anOffer({
          id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
          value: 300,
          status: "DECLINED",
          installer: {
            firstName: "Piet",
            lastName: "Jansen",
            verificationStatus: null,
            rating: { average: 3, count: 1 },
          },
        }),
      ]),
    );

    const [ivan, olga, piet] = await offers.findAllByRole("listitem");
    const first = within(ivan!);
    expect(first.getByText("Ivan Petrov")).toBeTruthy();
    expect(first.getByText("Verified")).toBeTruthy();
    // Issue 25: the installer's rating, to compare the offers, and their profile.
    expect(first.getByText("4.5 out of 5 from 2 reviews")).toBeTruthy();
    expect(first.getByRole("link", { name: "Installer's profile" }).getAttribute("href")).toBe(
      `/installers/${INSTALLER_ID}`,
    );
    expect(first.getByText("€420")).toBeTruthy();
    expect(first.getByText("Pending")).toBeTruthy();
    expect(first.getByText("I can come next Tuesday with a 6 m mast.")).toBeTruthy();
    expect(first.getByText(`Offered ${dateOf("2026-03-06T09:30:00.000Z")}`)).toBeTruthy();
    expect(first.getByRole("button", { name: "Accept offer" })).toBeTruthy();

    const second = within(olga!);
    expect(second.getByText("Olga Schmidt")).toBeTruthy();
    expect(second.getByText("Verification pending")).toBeTruthy();
    expect(second.getByText("No ratings yet")).toBeTruthy();
    expect(second.getByText("€1,250.50")).toBeTruthy();
    expect(second.getByText("Withdrawn")).toBeTruthy();
    expect(second.queryByRole("button", { name: "Accept offer" })).toBeNull();

    const third = within(piet!);
    expect(third.getByText("Not verified")).toBeTruthy();
    expect(third.getByText("Declined")).toBeTruthy();
    expect(third.queryByRole("button", { name: "Accept offer" })).toBeNull();

    expect(api.sent(OFFERS)[0]?.input).toMatchObject({ id: LEAD_ID, limit: 20 });
    expect(screen.queryByText("Price: To be quoted")).toBeTruthy();
  });

  it("tells a customer when no installer has made an offer yet", async () => {
    openDetail("customer", CUSTOMER_ID, UNPRICED, { [OFFERS]: () => data([]) });
    const offers = await offersCard("Offers");
    expect(await offers.findByText("No offers yet")).toBeTruthy();
    expect(offers.queryByRole("button", { name: "Accept offer" })).toBeNull();
  });

  it("shows why the offers could not be loaded, and loads them again on request", async () => {
    let fail = true;
    openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [OFFERS]: () =>
        fail ? trpcError(503, messages.server.databaseUnavailable) : data([anOffer()]),
    });
    const offers = await offersCard("Offers");
    expect(await offers.findByText("Could not load the offers")).toBeTruthy();
    expect(offers.getByText(messages.server.databaseUnavailable)).toBeTruthy();

    fail = false;
    fireEvent.click(offers.getByRole("button", { name: "Try again" }));
    expect(await offers.findByText("Ivan Petrov")).toBeTruthy();
    expect(offers.queryByText("Could not load the offers")).toBeNull();
  });

  it("loads older offers when a page is full", async () => {
    const page = Array.from({ length: 20 }, (_, index) =>
      anOffer({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        value: 100 + index,
      }),
    );
    const api = openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [OFFERS]: ({ input }) => data(input.cursor ? [anOffer({ value: 77 })] : page),
    });
    const offers = await offersCard("Offers");
    expect(await offers.findAllByRole("listitem")).toHaveLength(20);
    fireEvent.click(offers.getByRole("button", { name: "Show more" }));
    expect(await offers.findByText("€77")).toBeTruthy();
    expect(offers.getAllByRole("listitem")).toHaveLength(21);
    expect(api.sent(OFFERS)[1]?.input).toMatchObject({ id: LEAD_ID, cursor: page.at(-1)?.id });
    expect(offers.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says the customer pays next when the payment provider collects at checkout (Stripe), not that the amount is held now", async () => {
    const api = openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [DETAIL]: () => data(aDetail(UNPRICED)),
      [OFFERS]: () => data([anOffer()]),
      [ACCEPT_OFFER]: () =>
        data(aLead({ value: 420, status: "ACCEPTED", installerId: INSTALLER_ID })),
      "config.get": () =>
        data({
          clerkPublishableKey: null,
          platformFeePercent: 10,
          contactEmail: null,
          paymentProvider: "stripe",
        }),
    });
    const offers = await offersCard("Offers");
    fireEvent.click(await offers.findByRole("button", { name: "Accept offer" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
    expect(
      within(dialog).getByText(
        "You pay Ivan Petrov's price of €420 next: it is held in escrow and released to the installer only when you approve the finished work.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/held in escrow now/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Accept & Hold in Escrow" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept offer" }));
    await waitFor(() => expect(api.sent(ACCEPT_OFFER)).toHaveLength(1));
    expect(
      await screen.findByText(
        "The installer is assigned to your request. Pay the price now: it is held in escrow until you approve the finished work.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(messages.toasts.offerAccepted.message)).toBeNull();
  });

  it("accepts an offer only after a confirmation that the amount is held in escrow", async () => {
    let lead = UNPRICED;
    const api = openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [DETAIL]: () => data(aDetail(lead)),
      [OFFERS]: () => data([anOffer()]),
      [ACCEPT_OFFER]: () => {
        lead = aLead({ value: 420, status: "ACCEPTED", installerId: INSTALLER_ID });
        return data(lead);
      },
    });
    const offers = await offersCard("Offers");
    fireEvent.click(await offers.findByRole("button", { name: "Accept offer" }));
    let dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
    expect(
      within(dialog).getByText(
        "Ivan Petrov's price of €420 is held in escrow now and released to the installer only when you approve the finished work.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Not yet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(ACCEPT_OFFER)).toHaveLength(0);

    fireEvent.click(offers.getByRole("button", { name: "Accept offer" }));
    dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept & Hold in Escrow" }));

    expect(await screen.findByText(messages.toasts.offerAccepted.title)).toBeTruthy();
    expect(screen.getByText(messages.toasts.offerAccepted.message)).toBeTruthy();
    expect(api.sent(ACCEPT_OFFER).map((call) => call.input)).toEqual([{ id: OFFER_ID }]);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Offers" })).toBeNull());
    expect(screen.getByText("Value: €420")).toBeTruthy();
    expect(screen.getByText("Accepted")).toBeTruthy();
  });

  it("shows the server's sentence when the offer can no longer be accepted", async () => {
    const refusal = "This offer is WITHDRAWN, so it cannot be accepted.";
    const api = openDetail("customer", CUSTOMER_ID, UNPRICED, {
      [OFFERS]: () => data([anOffer()]),
      [ACCEPT_OFFER]: () => trpcError(409, refusal),
    });
    const offers = await offersCard("Offers");
    fireEvent.click(await offers.findByRole("button", { name: "Accept offer" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept & Hold in Escrow" }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText(messages.toasts.offerAccepted.title)).toBeNull();
    // The offers are loaded afresh, so the customer sees what changed.
    await waitFor(() => expect(api.sent(OFFERS).length).toBeGreaterThan(1));
    expect(screen.getByRole("region", { name: "Offers" })).toBeTruthy();
  });

  it("shows no offers on a priced request", async () => {
    const api = openDetail("customer", CUSTOMER_ID, aLead());
    await actionsCard();
    expect(screen.queryByRole("region", { name: "Offers" })).toBeNull();
    expect(api.sent(OFFERS)).toHaveLength(0);
  });
});
