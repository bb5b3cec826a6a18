import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aLead, INSTALLER_ID } from "../../../test/leads";
import { anOffer } from "../../../test/offers";
import { renderRoute } from "../../../test/renderRoute";
import { trpcError, aUser, data, signedInAs } from "../../../test/stubApi";

/* Taking a job from its card on the installer's dashboard: accept it, or make an offer. */

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;
const installer = aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "APPROVED" });

async function jobCard() {
  return within(await screen.findByRole("article", { name: aLead().title }));
}

// Whole-app renders are slow on a busy two-core machine.
describe("taking a job from the dashboard", { timeout: 20_000 }, () => {
  it("makes an offer on a job to be quoted, then closes", async () => {
    const api = signedInAs(installer, {
      "leads.list": () => data([aLead({ value: null })]),
      "leads.makeOffer": () => data({ offer: anOffer() }),
    });
    renderRoute("/installer/dashboard");
    const card = await jobCard();
    expect(card.queryByRole("button", { name: "Accept Job" })).toBeNull();
    fireEvent.click(card.getByRole("button", { name: "Make an offer" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Make an offer" }));
    expect(dialog.getByText("Price: To be quoted", { exact: false })).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Make an offer" }));
    expect(await dialog.findByText(messages.validation.valueInvalid)).toBeTruthy();
    expect(api.sent("leads.makeOffer")).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Your price (€)"), { target: { value: "420" } });
    fireEvent.change(dialog.getByLabelText("Message to the customer (optional)"), {
      target: { value: "Next Tuesday works" },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Make an offer" }));
    expect(await screen.findByText(messages.toasts.offerSent.title)).toBeTruthy();
    expect(api.sent("leads.makeOffer")[0]?.input).toEqual({
      id: LEAD_ID,
      value: 420,
      message: "Next Tuesday works",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the offer open with the server's reason when it is refused", async () => {
    const refusal = "This request is CANCELLED, so it cannot be given an offer.";
    signedInAs(installer, {
      "leads.list": () => data([aLead({ value: null })]),
      "leads.makeOffer": () => trpcError(409, refusal),
    });
    renderRoute("/installer/dashboard");
    fireEvent.click((await jobCard()).getByRole("button", { name: "Make an offer" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Make an offer" }));
    fireEvent.change(dialog.getByLabelText("Your price (€)"), { target: { value: "420" } });
    fireEvent.click(dialog.getByRole("button", { name: "Make an offer" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Make an offer" })).toBeTruthy();
  });

  it("still accepts a priced job at its price", async () => {
    const api = signedInAs(installer, {
      "leads.list": () => data([aLead()]),
      "leads.accept": () => data(aLead({ status: "ACCEPTED" })),
    });
    renderRoute("/installer/dashboard");
    const card = await jobCard();
    expect(card.queryByRole("button", { name: "Make an offer" })).toBeNull();
    fireEvent.click(card.getByRole("button", { name: "Accept Job" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Accept this job?" }));
    expect(dialog.queryByLabelText("Your price (€)")).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Accept Job" }));
    expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
    expect(api.sent("leads.accept")[0]?.input).toEqual({ id: LEAD_ID });
  });
});
