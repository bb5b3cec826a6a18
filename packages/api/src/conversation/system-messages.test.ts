import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { CONTACT_DETAILS_REMOVED, messages } from "@uplink/domain";
import { dataUrl, sceneJpeg } from "../testing/test-images";
import { contextFor, createCaller, createUser, useTestApi } from "../testing";

const api = useTestApi();

let customer: UserRow;
let installer: UserRow;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  installer = await createUser(api.db, { role: "installer", verificationStatus: "APPROVED" });
});

const as = async (user: UserRow) => createCaller(await contextFor(api.deps, user.id));
const photos = (seeds: number[]) =>
  Promise.all(seeds.map(async (seed) => dataUrl(await sceneJpeg({ seed }))));
const { leadEvents } = messages;

describe("the conversation tells the story of the job", () => {
  it("carries a SYSTEM message for every transition and a PHOTO message for every completion photo", async () => {
    const asCustomer = await as(customer);
    const asInstaller = await as(installer);
    const lead = await asCustomer.leads.create({
      address: { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" },
      description: "Roof mount on a flat roof, cable through the wall into the office",
    });
    const { conversation: none } = await asCustomer.leads.byId({ id: lead.id });
    expect(none).toBeNull();

    await asInstaller.leads.accept({ id: lead.id });
    const { conversation } = await asCustomer.leads.byId({ id: lead.id });
    const id = conversation?.id ?? "";
    const timeline = async () =>
      (await asCustomer.conversation.byId({ id })).messages.map(({ type, body, senderId }) =>
        type === "PHOTO" ? { type, senderId } : { type, body },
      );
    expect(await timeline()).toEqual([{ type: "SYSTEM", body: leadEvents.accepted.system }]);

    await asInstaller.leads.markOnSite({ id: lead.id });
    await asInstaller.leads.submitCompletion({
      id: lead.id,
      photos: await photos([41, 42, 43]),
      captions: ["Dish", "Cable", "Router"],
    });
    const revised = await asCustomer.leads.requestRevision({
      id: lead.id,
      feedback: "The cable hangs loose. Call me: 0151 23456789",
    });
    // The installer reads the feedback on the lead too: it is monitored like the chat.
    expect(revised.revisionFeedback).toBe(
      `The cable hangs loose. Call me: ${CONTACT_DETAILS_REMOVED}`,
    );
    await asInstaller.leads.submitCompletion({ id: lead.id, photos: await photos([44, 45, 46]) });
    await asCustomer.leads.approve({ id: lead.id });

    const photo = { type: "PHOTO", senderId: installer.id };
    expect(await timeline()).toEqual([
      { type: "SYSTEM", body: leadEvents.accepted.system },
      { type: "SYSTEM", body: leadEvents.onSite.system },
      photo,
      photo,
      photo,
      { type: "SYSTEM", body: leadEvents.done.system },
      {
        type: "SYSTEM",
        body: `${leadEvents.revisionRequested.system} ${messages.server.revisionFeedback(
          `The cable hangs loose. Call me: ${CONTACT_DETAILS_REMOVED}`,
        )}`,
      },
      { type: "SYSTEM", body: messages.server.contactDetailsRemovedFromFeedback },
      photo,
      photo,
      photo,
      { type: "SYSTEM", body: leadEvents.done.system },
      { type: "SYSTEM", body: leadEvents.approved.system },
    ]);

    const read = await asInstaller.conversation.byId({ id });
    const photoMessages = read.messages.filter((message) => message.type === "PHOTO");
    const { photos: stored } = await asInstaller.leads.byId({ id: lead.id });
    expect(photoMessages.slice(0, 3).map(({ body, photoUrl }) => ({ body, photoUrl }))).toEqual(
      ["Dish", "Cable", "Router"].map((caption, index) => ({
        body: caption,
        photoUrl: stored[index]?.url,
      })),
    );
  });
});
