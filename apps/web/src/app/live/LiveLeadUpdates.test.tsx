import { useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import type { LeadStatus, User } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { stubEventSource } from "../../test/fakeEventSource";
import { aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, stubApi } from "../../test/stubApi";
import { AppProviders } from "../AppProviders";
import { useTRPC } from "../api/trpc";
import { AppRuntime } from "../runtime/AppRuntime";
import { LeadChangesSubscription } from "./LeadChangesSubscription";

const customer = aUser({ id: CUSTOMER_ID, role: "customer" });
const administrator = aUser({ id: INSTALLER_ID, role: "administrator" });
const CHANGES = "leads.changes";

/** What a screen that shows leads and one that shows the admin lists read. */
function Readers() {
  const trpc = useTRPC();
  useQuery(trpc.leads.list.queryOptions({}));
  useQuery(trpc.admin.leads.queryOptions({}));
  return null;
}

function renderSubscription(user: User) {
  const api = signedInAs(user, {
    "leads.list": () => data([]),
    "admin.leads": () => data([]),
  });
  const sources = stubEventSource();
  render(
    <AppProviders>
      <AppRuntime>
        <LeadChangesSubscription user={user} />
        <Readers />
      </AppRuntime>
    </AppProviders>,
  );
  return { api, sources };
}

describe("lead changes without a reload", { timeout: 20_000 }, () => {
  it("shows a request's new status on the customer's dashboard when the stream says it changed", async () => {
    let status: LeadStatus = "NEW";
    const api = signedInAs(customer, { "leads.list": () => data([aLead({ status })]) });
    const sources = stubEventSource();
    renderRoute("/dashboard");
    const card = within(await screen.findByRole("article", { name: aLead().title }));
    expect(card.getByText("New")).toBeTruthy();
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
    const stream = sources.latest(CHANGES);
    expect(stream.withCredentials).toBe(true);
    await stream.open();

    status = "ACCEPTED";
    await stream.send({ leadIds: [aLead().id], everything: false });
    expect(await card.findByText("Accepted")).toBeTruthy();
    expect(api.sent("leads.list")).toHaveLength(2);
    expect(sources.of(CHANGES)).toHaveLength(1);
  });

  it("opens no stream for a visitor who is not signed in", async () => {
    stubApi();
    const sources = stubEventSource();
    renderRoute("/dashboard");
    await screen.findByText("Sign In Required");
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(sources.of(CHANGES)).toEqual([]);
  });

  it("has a customer's lead screens read again on each change, not the admin lists", async () => {
    const { api, sources } = renderSubscription(customer);
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(1));
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
    const stream = sources.latest(CHANGES);
    await stream.open();
    expect(api.sent("leads.list")).toHaveLength(1);

    await stream.send({ leadIds: [aLead().id], everything: false });
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
    await stream.send({ leadIds: [], everything: true });
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(3));
    expect(api.sent("admin.leads")).toHaveLength(1);
  });

  it("has an administrator's admin lists read again too", async () => {
    const { api, sources } = renderSubscription(administrator);
    await waitFor(() => expect(api.sent("admin.leads")).toHaveLength(1));
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
    const stream = sources.latest(CHANGES);
    await stream.open();
    await stream.send({ leadIds: [aLead().id], everything: false });
    await waitFor(() => expect(api.sent("admin.leads")).toHaveLength(2));
    expect(api.sent("leads.list")).toHaveLength(2);
  });

  it("reads everything again after the stream reconnects, since it missed what happened meanwhile", async () => {
    const { api, sources } = renderSubscription(customer);
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
    const stream = sources.latest(CHANGES);
    await stream.open();
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(1));
    await stream.drop();
    expect(api.sent("leads.list")).toHaveLength(1);
    await stream.open();
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
  });

  it("opens anew when a stream that was ready is refused on its reconnect, and stays refused when it never was", async () => {
    const { sources } = renderSubscription(customer);
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
    const stream = sources.latest(CHANGES);
    await stream.open();
    await stream.send({ type: "ready" });
    // Cut by the server (its age, a change of the session); the browser's reconnect reuses
    // the spent ticket and is refused.
    await stream.drop();
    await stream.open();
    await stream.refuse("UNAUTHORIZED", -32001);
    await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(2));

    // Connected, never ready, refused: the session really ended.
    const again = sources.latest(CHANGES);
    await again.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    await again.refuse("UNAUTHORIZED", -32001);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(sources.of(CHANGES)).toHaveLength(2);
  });
});
