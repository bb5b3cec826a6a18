import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  callerAs,
  refusalOf,
  reviewedJob as sharedReviewedJob,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Issue 25: the administrators' Reviews tab reads every review newest first, or the
 * hidden ones, or those flagged by leak detection, as written, a page at a time.
 */

const api = useTestApi();

const as = (user: UserRow) => callerAs(api.deps, user);

const reviewedJob = (options?: { leak?: boolean }) => sharedReviewedJob(api, options);

describe("the administrators' list of reviews", () => {
  it("lists reviews newest first with their lead, author, subject, rating, text and reply", async () => {
    const { customer, installer, lead, ofInstaller, ofCustomer } = await reviewedJob();
    await (await as(installer)).reviews.reply({ id: ofInstaller.id, text: "Thank you!" });
    const { caller } = await signedInAdmin(api.deps);
    const [newest, next] = await caller.admin.reviews({});
    expect(newest).toMatchObject({
      id: ofCustomer.id,
      author: { id: installer.id, role: "installer" },
      subject: { id: customer.id, name: `${customer.firstName} ${customer.lastName}` },
    });
    expect(next).toEqual({
      id: ofInstaller.id,
      lead: { id: lead.id, title: lead.title },
      author: {
        id: customer.id,
        name: `${customer.firstName} ${customer.lastName}`,
        role: "customer",
      },
      subject: { id: installer.id, name: `${installer.firstName} ${installer.lastName}` },
      rating: 4,
      text: "Quick and clean work.",
      reply: "Thank you!",
      flagged: false,
      revealed: true,
      createdAt: ofInstaller.createdAt,
      hidden: null,
    });
  });

  it("shows administrators the original text and reply of a flagged review, and lists only flagged ones with filter=flagged", async () => {
    const { installer, ofInstaller, customerText } = await reviewedJob({ leak: true });
    const reply = "Thanks! Mail me at tom@roofs.example";
    await (await as(installer)).reviews.reply({ id: ofInstaller.id, text: reply });
    await reviewedJob();
    const { caller } = await signedInAdmin(api.deps);
    const flagged = await caller.admin.reviews({ filter: "flagged" });
    expect(flagged.map((review) => review.id)).toContain(ofInstaller.id);
    expect(flagged.every((review) => review.flagged)).toBe(true);
    expect(flagged.find((review) => review.id === ofInstaller.id)).toMatchObject({
      text: customerText,
      reply,
    });
  });

  it("flags a review whose reply alone lost contact details", async () => {
    const { installer, ofInstaller } = await reviewedJob();
    await (await as(installer)).reviews.reply({ id: ofInstaller.id, text: "Ring +49 170 7654321" });
    const { caller } = await signedInAdmin(api.deps);
    const [first] = await caller.admin.reviews({ filter: "flagged" });
    expect(first).toMatchObject({
      id: ofInstaller.id,
      flagged: true,
      reply: "Ring +49 170 7654321",
    });
  });

  it("lists only hidden reviews with filter=hidden, each with the reason", async () => {
    const { ofInstaller } = await reviewedJob();
    const { caller } = await signedInAdmin(api.deps);
    await caller.reviews.hide({ id: ofInstaller.id, reason: "Insults the customer" });
    const hidden = await caller.admin.reviews({ filter: "hidden" });
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((review) => review.hidden !== null)).toBe(true);
    expect(hidden[0]).toMatchObject({
      id: ofInstaller.id,
      hidden: { reason: "Insults the customer" },
    });
  });

  it("pages by the last review's id, skipping and repeating nothing", async () => {
    await reviewedJob();
    await reviewedJob();
    const { caller } = await signedInAdmin(api.deps);
    const all = await caller.admin.reviews({ limit: 100 });
    const first = await caller.admin.reviews({ limit: 3 });
    const second = await caller.admin.reviews({ limit: 3, cursor: first.at(-1)!.id });
    expect([...first, ...second].map((review) => review.id)).toEqual(
      all.slice(0, 6).map((review) => review.id),
    );
  });

  it("is for administrators only", async () => {
    const { customer, installer } = await reviewedJob();
    for (const user of [customer, installer]) {
      expect((await refusalOf((await as(user)).admin.reviews({}))).code).toBe("FORBIDDEN");
    }
  });
});
