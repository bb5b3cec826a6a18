import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import type { Role } from "@uplink/domain";
import { appRouter } from "../root";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createLead,
  createUser,
  leadInStatus,
  useTestApi,
} from "../testing";

/*
 * ARCHITECTURE §4: a phone number is shown in full only to its owner and administrators.
 * This walks every procedure of the appRouter (so a procedure added later is walked too)
 * as every kind of caller, with inputs naming every object of a dataset in which everyone
 * has a phone number, and fails if any answer or refusal shows someone else's number.
 */

const api = useTestApi();

type Viewer = { name: string; user: UserRow | null };
const PHONES = {
  customer: "+49 151 11223344",
  installer: "+49 170 5566778",
  otherCustomer: "+43 664 9081726",
  otherInstaller: "+33 6 47 38 29 10",
  admin: "+49 30 99887766",
} as const;

let viewers: Viewer[];
let inputs: unknown[];

async function userWithPhone(role: Role, phone: string, approved = false): Promise<UserRow> {
  const user = await createUser(api.db, {
    role,
    ...(approved ? { verificationStatus: "APPROVED" as const } : {}),
    emailVerified: true,
  });
  return api.db
    .updateTable("users")
    .set({ phone })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  const customer = await userWithPhone("customer", PHONES.customer);
  const installer = await userWithPhone("installer", PHONES.installer, true);
  const otherCustomer = await userWithPhone("customer", PHONES.otherCustomer);
  const otherInstaller = await userWithPhone("installer", PHONES.otherInstaller);
  const admin = await userWithPhone("administrator", PHONES.admin);
  await api.db
    .insertInto("installerProfiles")
    .values({
      userId: installer.id,
      companyName: "Sky Mounts",
      servicePostalCode: "10115",
      serviceRadiusKm: 50,
      phone: PHONES.installer,
    })
    .execute();

  const fresh = await createLead(api.db, customer.id);
  const accepted = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
  const done = await leadInStatus(api.db, customer.id, "DONE", installer.id);
  const conversation = await api.db
    .selectFrom("conversations")
    .select("id")
    .where("leadId", "=", accepted.id)
    .executeTakeFirstOrThrow();
  await createCaller(await contextFor(api.deps, customer.id)).conversation.send({
    id: conversation.id,
    body: "See you on Monday",
    type: "TEXT",
  });
  await api.db
    .insertInto("alerts")
    .values({ type: "other", description: "Something to look at", userId: customer.id })
    .execute();

  viewers = [
    { name: "anonymous", user: null },
    { name: "customer", user: customer },
    { name: "assigned installer", user: installer },
    { name: "other customer", user: otherCustomer },
    { name: "unapproved installer", user: otherInstaller },
    { name: "administrator", user: admin },
  ];
  const everyone = [customer, installer, otherCustomer, otherInstaller, admin];
  inputs = [
    undefined,
    {},
    ...[fresh.id, accepted.id, done.id, conversation.id, ...everyone.map((user) => user.id)].map(
      (id) => ({ id, leadId: id, userId: id, message: "Hello there", body: "Hello", type: "TEXT" }),
    ),
  ];
});

/** Every string in an answer, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The phone numbers of other people that appear in full in an answer. */
function foreignPhonesIn(answer: unknown, viewer: Viewer): string[] {
  const ownPhone = viewer.user?.phone;
  const strings = stringsIn(answer);
  return Object.values(PHONES).filter((phone) => {
    if (phone === ownPhone) return false;
    // The subscriber part, whatever spacing or prefix the answer writes it with.
    const subscriber = digitsOf(phone).slice(-7);
    return strings.some((text) => text.includes(phone) || digitsOf(text).includes(subscriber));
  });
}

type Call = (input: unknown) => Promise<unknown>;

async function callerFor(viewer: Viewer) {
  return createCaller(
    viewer.user ? await contextFor(api.deps, viewer.user.id) : await anonymousContext(api.deps),
  );
}

function procedureOf(caller: unknown, path: string): Call {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Call;
}

async function answersOf(path: string, viewer: Viewer): Promise<unknown[]> {
  // A fresh session per procedure, so that signing out or deleting cannot end the walk.
  const call = procedureOf(await callerFor(viewer), path);
  const answers: unknown[] = [];
  for (const input of inputs) {
    try {
      answers.push(await call(input));
    } catch (error) {
      answers.push(error instanceof Error ? error.message : error);
    }
  }
  return answers;
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
);
// Reads first, then changes, so that a delete cannot hide what a read would show.
const ordered = [
  ...procedures.filter(([, procedure]) => procedure._def.type === "query"),
  ...procedures.filter(([, procedure]) => procedure._def.type !== "query"),
].map(([path]) => path);

describe("masked phone numbers", () => {
  it("walks every procedure", () => {
    expect(ordered).toEqual(expect.arrayContaining(["conversation.byId", "leads.byId", "auth.me"]));
  });

  it(
    "shows nobody but its owner and administrators a full phone number, in any answer",
    { timeout: 180_000 },
    async () => {
      const leaks: string[] = [];
      let answered = 0;
      for (const path of ordered) {
        for (const viewer of viewers) {
          if (viewer.user?.role === "administrator") continue;
          for (const answer of await answersOf(path, viewer)) {
            answered += 1;
            for (const phone of foreignPhonesIn(answer, viewer)) {
              leaks.push(`${path} as ${viewer.name} shows ${phone}`);
            }
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(answered).toBeGreaterThan(ordered.length);
    },
  );

  it("still shows the numbers, masked, where the product shows them", async () => {
    const [, customer, installer] = viewers;
    const asCustomer = await callerFor(customer as Viewer);
    const leads = await asCustomer.leads.list({});
    // Earlier walks may have moved it on; it is the first lead the installer took.
    const accepted = leads.find((lead) => lead.installerId === installer?.user?.id);
    const detail = await (
      await callerFor(installer as Viewer)
    ).leads.byId({ id: accepted?.id ?? "" });
    const participants = detail.conversation?.participants ?? [];
    expect(participants.find((person) => person.role === "customer")?.phone).toMatch(/•.*44$/);
    expect(participants.find((person) => person.role === "installer")?.phone).toBe(
      PHONES.installer,
    );
    expect((await asCustomer.auth.me()).user.phone).toBe(PHONES.customer);
  });
});
