import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Review, Role } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

/* Issue 25: the review form on an APPROVED lead's detail, and the installer's reply. */

const lead = aLead({ status: "APPROVED", customerId: CUSTOMER_ID, installerId: INSTALLER_ID });

const customerReview: Review = {
  id: "7b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c",
  leadId: lead.id,
  author: "customer",
  rating: 4,
  text: "Neat cable run, thanks.",
  reply: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  revealed: true,
  hidden: false,
};

function openApproved(role: Role, userId: string, reviews: Review[], calls: unknown[]) {
  signedInAs(aUser({ id: userId, role }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data(aDetail(lead)),
    "reviews.forLead": () => data({ reviews }),
    "reviews.write": ({ input }) => {
      calls.push(input);
      return data({ review: { ...customerReview, rating: input.rating, text: input.text } });
    },
    "reviews.reply": ({ input }) => {
      calls.push(input);
      return data({ review: { ...customerReview, reply: input.text } });
    },
  });
  renderRoute(`/dashboard?lead=${lead.id}`);
}

describe("reviews on the lead detail", { timeout: 20_000 }, () => {
  it("lets the customer rate and review the installer once the work is approved", async () => {
    const calls: unknown[] = [];
    openApproved("customer", CUSTOMER_ID, [], calls);
    expect(await screen.findByText("How was your installer?")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "5 out of 5 stars" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your review/ }), {
      target: { value: "Quick, careful and friendly." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send review" }));
    await waitFor(() =>
      expect(calls).toEqual([{ id: lead.id, rating: 5, text: "Quick, careful and friendly." }]),
    );
  });

  it("lets the installer reply to the customer's revealed review of them", async () => {
    const calls: unknown[] = [];
    openApproved("installer", INSTALLER_ID, [customerReview], calls);
    expect(await screen.findByText("Neat cable run, thanks.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Your public reply" }), {
      target: { value: "Thank you!" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(calls).toEqual([{ id: customerReview.id, text: "Thank you!" }]));
  });
});
