import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  callerAs,
  contextFor,
  createCaller,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  QueryCounter,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Issue 25: ratings where decisions are made. Job cards and the lead detail carry the
 * installer's rating; offers the offering installer's; an installer weighing a NEW
 * request sees its customer's rating by earlier installers, nobody else does. Only
 * revealed, unhidden reviews count, as on the public profile.
 */

const api = useTestApi();
const as = (user: UserRow) => callerAs(api.deps, user);

/** A finished job between them, reviewed by `author` with `rating`, revealed unless said. */
async function reviewed(
  author: UserRow,
  subject: UserRow,
  rating: number,
  revealed = true,
): Promise<string> {
  const [customer, installer] = author.role === "customer" ? [author, subject] : [subject, author];
  const lead = await leadInStatus(api.db, customer.id, "APPROVED", installer.id);
  const review = await api.db
    .insertInto("reviews")
    .values({
      leadId: lead.id,
      authorId: author.id,
      subjectId: subject.id,
      authorRole: author.role === "customer" ? "customer" : "installer",
      rating,
      text: "Fine work, thank you.",
      revealedAt: revealed ? new Date() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return review.id;
}

async function people() {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(api.db);
  return { customer, installer };
}

describe("the installer's rating on job cards and the lead detail", () => {
  it("shows the customer the average and count of the installer's revealed, unhidden reviews", async () => {
    const { customer, installer } = await people();
    const others = [await createUser(api.db), await createUser(api.db), await createUser(api.db)];
    await reviewed(others[0]!, installer, 4);
    const hidden = await reviewed(others[1]!, installer, 1);
    await reviewed(others[2]!, installer, 5);
    await reviewed(others[2]!, installer, 1, false);
    const { caller: admin } = await signedInAdmin(api.deps);
    await admin.reviews.hide({ id: hidden, reason: "Not about the work" });
    const job = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    const caller = await as(customer);
    const card = (await caller.leads.list({})).find((lead) => lead.id === job.id);
    expect(card?.installerRating).toEqual({ average: 4.5, count: 2 });
    expect(card?.customerRating).toBeNull();
    const detail = await caller.leads.byId({ id: job.id });
    expect(detail.installerRating).toEqual({ average: 4.5, count: 2 });
    expect(detail.customerRating).toBeNull();
    const profile = await (await as(customer)).installers.profile({ id: installer.id });
    expect(profile.rating).toEqual(detail.installerRating);
  });

  it("says no rating before an installer accepts, and zero reviews as a count of 0", async () => {
    const { customer, installer } = await people();
    const open = await createLead(api.db, customer.id);
    const job = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    const cards = await (await as(customer)).leads.list({});
    expect(cards.find((lead) => lead.id === open.id)?.installerRating).toBeNull();
    expect(cards.find((lead) => lead.id === job.id)?.installerRating).toEqual({
      average: null,
      count: 0,
    });
  });

  it("reads a whole page of job cards with their ratings in one query", async () => {
    const { customer } = await people();
    for (let i = 0; i < 4; i++) {
      const installer = await createVerifiedInstaller(api.db);
      await reviewed(await createUser(api.db), installer, 3 + (i % 3));
      await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    }
    const counter = new QueryCounter();
    const context = await contextFor({ ...api.deps, db: api.db.withPlugin(counter) }, customer.id);
    counter.count = 0;
    const page = await createCaller(context).leads.list({});
    expect(page.filter((lead) => lead.installerRating?.count === 1)).toHaveLength(4);
    expect(counter.count).toBe(1);
  });
});

describe("the customer's rating, for installers of their new requests only", () => {
  it("shows an installer weighing a NEW request its customer's ratings by earlier installers", async () => {
    const { customer, installer } = await people();
    await reviewed(await createVerifiedInstaller(api.db), customer, 2);
    await reviewed(await createVerifiedInstaller(api.db), customer, 5);
    await reviewed(await createVerifiedInstaller(api.db), customer, 1, false);
    const request = await createLead(api.db, customer.id);
    const caller = await as(installer);
    const card = (await caller.leads.list({ limit: 100 })).find((lead) => lead.id === request.id);
    expect(card?.customerRating).toEqual({ average: 3.5, count: 2 });
    expect((await caller.leads.byId({ id: request.id })).customerRating).toEqual({
      average: 3.5,
      count: 2,
    });
  });

  it("never shows it to the customer, to other customers, or on the installer's accepted jobs", async () => {
    const { customer, installer } = await people();
    await reviewed(await createVerifiedInstaller(api.db), customer, 2);
    const request = await createLead(api.db, customer.id);
    const job = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    const own = await (await as(customer)).leads.list({});
    expect(own.map((lead) => lead.customerRating)).toEqual(own.map(() => null));
    expect((await (await as(customer)).leads.byId({ id: request.id })).customerRating).toBeNull();
    const mine = (await (await as(installer)).leads.list({ limit: 100 })).find(
      (lead) => lead.id === job.id,
    );
    expect(mine?.customerRating).toBeNull();
    const other = await createUser(api.db, { role: "customer" });
    const theirs = await (await as(other)).leads.list({});
    expect(JSON.stringify(theirs)).not.toContain(customer.id);
  });
});

describe("offers with the offering installer's rating", () => {
  it("lists each offer with its installer's average and count, so the customer can compare", async () => {
    const { customer } = await people();
    const good = await createVerifiedInstaller(api.db);
    const fresh = await createVerifiedInstaller(api.db);
    await reviewed(await createUser(api.db), good, 5);
    await reviewed(await createUser(api.db), good, 4);
    const lead = await createLead(api.db, customer.id);
    await api.db.updateTable("leads").set({ valueCents: null }).where("id", "=", lead.id).execute();
    for (const installer of [good, fresh]) {
      await (await as(installer)).leads.makeOffer({ id: lead.id, value: 200, message: undefined });
    }
    const offers = await (await as(customer)).leads.offers({ id: lead.id });
    const ratingOf = (id: string) =>
      offers.find((offer) => offer.installerId === id)?.installer.rating;
    expect(ratingOf(good.id)).toEqual({ average: 4.5, count: 2 });
    expect(ratingOf(fresh.id)).toEqual({ average: null, count: 0 });
  });
});
