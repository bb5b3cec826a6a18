import { configure, fireEvent, screen } from "@testing-library/react";
import type { LeadStatus } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const CONVERSATION_ID = "6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

function openDetail(status: LeadStatus) {
  const lead = aLead({ status, installerId: status === "NEW" ? null : INSTALLER_ID });
  const conversation =
    status === "NEW"
      ? null
      : { id: CONVERSATION_ID, leadId: lead.id, messages: [], participants: [] };
  const api = signedInAs(aUser({ id: CUSTOMER_ID, role: "customer" }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data({ ...aDetail(lead), conversation }),
    "conversation.byId": () =>
      data({ id: CONVERSATION_ID, leadId: lead.id, messages: [], participants: [] }),
  });
  renderRoute(`/dashboard?lead=${lead.id}`);
  return api;
}

describe("'Open Chat' in lead detail", { timeout: 20_000 }, () => {
  it.each<LeadStatus>(["ACCEPTED", "ON_SITE", "DONE", "REVISION"])(
    "opens the conversation when the lead is %s",
    async (status) => {
      const api = openDetail(status);
      fireEvent.click(await screen.findByRole("button", { name: "Open Chat" }));
      expect(await screen.findByText("No messages yet. Say hello!")).toBeTruthy();
      expect(api.sent("conversation.byId").map((call) => call.input)).toEqual([
        { id: CONVERSATION_ID },
      ]);
    },
  );

  it.each<LeadStatus>(["NEW", "APPROVED"])("is not offered when the lead is %s", async (status) => {
    const api = openDetail(status);
    await screen.findByRole("heading", { name: "Actions" });
    expect(screen.queryByRole("button", { name: "Open Chat" })).toBeNull();
    expect(api.sent("conversation.byId")).toEqual([]);
  });
});
