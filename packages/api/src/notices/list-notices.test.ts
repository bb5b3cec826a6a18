import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { messages } from "@uplink/domain";
import {
  anonymousContext,
  contextFor,
  createCaller,
  createUser,
  refusalOf,
  useTestApi,
} from "../testing";

const api = useTestApi();

async function callerFor(user: UserRow) {
  return createCaller(await contextFor(api.deps, user.id));
}

const minutesAfterNoon = (minutes: number) =>
  new Date(Date.UTC(2026, 0, 15, 12, minutes)).toISOString();

async function noticesFor(user: UserRow, bodies: string[]): Promise<string[]> {
  const rows = await api.db
    .insertInto("adminNotices")
    .values(
      bodies.map((body, index) => ({ userId: user.id, body, createdAt: minutesAfterNoon(index) })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

describe("GET /notices", () => {
  it("gives a user their own notices only, newest first, a page at a time", async () => {
    const customer = await createUser(api.db, { emailVerified: true });
    const installer = await createUser(api.db, { role: "installer" });
    const [first, second, third] = await noticesFor(customer, ["First", "Second", "Third"]);
    const [others] = await noticesFor(installer, ["For the installer"]);

    const caller = await callerFor(customer);
    expect(await caller.notices.list({})).toEqual([
      { id: third, body: "Third", createdAt: minutesAfterNoon(2), readAt: null },
      { id: second, body: "Second", createdAt: minutesAfterNoon(1), readAt: null },
      { id: first, body: "First", createdAt: minutesAfterNoon(0), readAt: null },
    ]);
    const firstPage = await caller.notices.list({ limit: 2 });
    expect(firstPage.map((notice) => notice.id)).toEqual([third, second]);
    const secondPage = await caller.notices.list({ limit: 2, cursor: second });
    expect(secondPage.map((notice) => notice.id)).toEqual([first]);
    // Another user's notice names no place in this list.
    expect(await caller.notices.list({ cursor: others })).toEqual([]);
    expect((await (await callerFor(installer)).notices.list({})).map((n) => n.id)).toEqual([
      others,
    ]);
  });

  it("is for signed-in users only", async () => {
    const caller = createCaller(await anonymousContext(api.deps));
    expect(await refusalOf(caller.notices.list({}))).toEqual({
      code: "UNAUTHORIZED",
      message: messages.server.notSignedIn,
    });
  });
});

describe("POST /notices/{id}/read", () => {
  it("marks the caller's own notice read once, and refuses anyone else's", async () => {
    const customer = await createUser(api.db);
    const other = await createUser(api.db);
    const [notice, unread] = await noticesFor(customer, ["Please add a roof photo", "Later"]);
    if (!notice) throw new Error("no notice");
    const caller = await callerFor(customer);

    const read = await caller.notices.markRead({ id: notice });
    expect(read).toEqual({
      id: notice,
      body: "Please add a roof photo",
      createdAt: minutesAfterNoon(0),
      readAt: expect.any(String),
    });
    expect(await caller.notices.markRead({ id: notice })).toEqual(read);
    const listed = await caller.notices.list({});
    expect(listed.map((row) => [row.id, row.readAt])).toEqual([
      [unread, null],
      [notice, read.readAt],
    ]);

    const stranger = await callerFor(other);
    expect(await refusalOf(stranger.notices.markRead({ id: notice }))).toEqual({
      code: "NOT_FOUND",
      message: messages.server.notFound,
    });
  });
});
