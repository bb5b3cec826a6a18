import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { stubEventSource } from "../../../test/fakeEventSource";
import { aLead, INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs } from "../../../test/stubApi";

// The first whole-app render of a file loads every lazy part; a busy two-core machine is slow at it.
configure({ asyncUtilTimeout: 10_000 });

const CHANGES = "leads.changes";
const lead = aLead();

/** An approved installer's dashboard listing a NEW job, with a test double standing in for the leads.changes stream. */
async function openJob() {
  let status: "NEW" | "ACCEPTED" = "NEW";
  const api = signedInAs(
    aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "APPROVED" }),
    {
      "leads.list": () => data([aLead({ status })]),
      "leads.accept": () => {
        status = "ACCEPTED";
        return data(aLead({ status, installerId: INSTALLER_ID }));
      },
    },
  );
  const sources = stubEventSource();
  renderRoute("/installer/dashboard");
  await screen.findByRole("article", { name: lead.title });
  await waitFor(() => expect(sources.of(CHANGES)).toHaveLength(1));
  await waitFor(() => expect(api.sent("leads.list")).toHaveLength(1));
  return { api, stream: sources.latest(CHANGES) };
}

/** Accepts the job from its card, as SPEC §7's first action. */
async function acceptJob() {
  const card = within(await screen.findByRole("article", { name: lead.title }));
  fireEvent.click(card.getByRole("button", { name: "Accept Job" }));
  const dialog = within(await screen.findByRole("dialog"));
  fireEvent.click(dialog.getByRole("button", { name: "Accept Job" }));
  expect(await screen.findByText(messages.toasts.leadAccepted.title)).toBeTruthy();
}

describe("one refresh per lead change", { timeout: 30_000 }, () => {
  it("with the stream connected, an action's lists are read again once: when the stream tells of it", async () => {
    const { api, stream } = await openJob();
    await stream.open();
    await stream.send({ type: "ready" });

    await acceptJob();
    await stream.send({ leadIds: [lead.id], everything: false });

    // Had the action read them again too, its request would have gone out before the stream's.
    await waitFor(() => expect(api.sent("leads.list").length).toBeGreaterThan(1));
    expect(api.sent("leads.list")).toHaveLength(2);
    expect(await screen.findAllByText("Accepted")).not.toHaveLength(0);
  });

  it("with the stream not connected, the action reads the lists again itself", async () => {
    const { api } = await openJob();

    await acceptJob();

    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
    expect(await screen.findAllByText("Accepted")).not.toHaveLength(0);
  });

  it("with the stream connected but not yet ready (not yet authorised), the action reads the lists again itself", async () => {
    const { api, stream } = await openJob();
    await stream.open();

    await acceptJob();

    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
  });

  it("with the stream dropped, the action reads the lists again itself", async () => {
    const { api, stream } = await openJob();
    await stream.open();
    await stream.send({ type: "ready" });
    await stream.drop();

    await acceptJob();

    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
  });
});
