import { randomUUID } from "node:crypto";
import { NotificationListener } from "@uplink/db";
import { afterEach, describe, expect, it } from "vitest";
import { createUser, useTestApi } from "../testing";
import { SessionCache } from "./session-cache";
import { followSessionChanges, SESSION_CHANGES_CHANNEL } from "./session-changes";
import { createSession, findSessionUser, revokeSession, type SessionLookup } from "./sessions";

const api = useTestApi();

let listener: NotificationListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

/** The real lookup, counting how often the database was asked. */
function countedLookups() {
  const counted = {
    calls: 0,
    load: async (token: string) => {
      counted.calls += 1;
      return findSessionUser(api.db, token);
    },
  };
  return counted;
}

function following(options: ConstructorParameters<typeof SessionCache>[0] = {}): SessionCache {
  const cache = new SessionCache(options);
  cache.follow();
  return cache;
}

async function signedIn() {
  const user = await createUser(api.db);
  return { user, token: (await createSession(api.db, user.id)).token };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SessionCache", () => {
  it("answers a session from memory until its time is up, then asks the database again", async () => {
    const cache = following({ ttlMs: 200 });
    const lookups = countedLookups();
    const { user, token } = await signedIn();
    for (let request = 0; request < 5; request += 1) {
      expect((await cache.lookUp(token, lookups.load))?.user.id).toBe(user.id);
    }
    expect(lookups.calls).toBe(1);
    await pause(250);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(2);
  });

  it("never keeps a token that opens no session, so made-up tokens cannot fill it", async () => {
    const cache = following();
    const lookups = countedLookups();
    for (let request = 0; request < 3; request += 1) {
      expect(await cache.lookUp(randomUUID(), lookups.load)).toBeNull();
    }
    expect(lookups.calls).toBe(3);
    expect(cache.size).toBe(0);
  });

  it("does not use an entry past its session's expiry", async () => {
    const cache = following({ ttlMs: 60_000 });
    const lookups = countedLookups();
    const { user, token } = await signedIn();
    await api.db
      .updateTable("sessions")
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where("userId", "=", user.id)
      .execute();
    expect(await cache.lookUp(token, lookups.load)).not.toBeNull();
    await pause(350);
    expect(await cache.lookUp(token, lookups.load)).toBeNull();
    expect(lookups.calls).toBe(2);
  });

  it("forgets one session, or every session of a user, when told", async () => {
    const cache = following();
    const lookups = countedLookups();
    const { user, token: laptop } = await signedIn();
    const phone = (await createSession(api.db, user.id)).token;
    const stranger = (await signedIn()).token;
    const laptopSession = (await cache.lookUp(laptop, lookups.load))!;
    await cache.lookUp(phone, lookups.load);
    await cache.lookUp(stranger, lookups.load);
    expect(lookups.calls).toBe(3);

    cache.forgetSession(laptopSession.sessionId);
    await Promise.all([laptop, phone, stranger].map((token) => cache.lookUp(token, lookups.load)));
    expect(lookups.calls).toBe(4);

    cache.forgetUser(user.id);
    await Promise.all([laptop, phone, stranger].map((token) => cache.lookUp(token, lookups.load)));
    expect(lookups.calls).toBe(6);
  });

  it("does not keep what a lookup read while a change it could have missed was told", async () => {
    const cache = following();
    const lookups = countedLookups();
    const { user, token } = await signedIn();
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const slow = async (sessionToken: string): Promise<SessionLookup | null> => {
      const session = await lookups.load(sessionToken);
      await paused;
      return session;
    };
    const inFlight = cache.lookUp(token, slow);
    cache.forgetUser(user.id);
    resume();
    expect(await inFlight).not.toBeNull();
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(2);
  });

  it("keeps at most its bound, making room by dropping the oldest", async () => {
    const cache = following({ maxEntries: 2 });
    const lookups = countedLookups();
    const [first, second, third] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    for (const { token } of [first, second, third]) await cache.lookUp(token, lookups.load);
    expect(cache.size).toBe(2);
    await cache.lookUp(third.token, lookups.load);
    await cache.lookUp(second.token, lookups.load);
    expect(lookups.calls).toBe(3);
    await cache.lookUp(first.token, lookups.load);
    expect(lookups.calls).toBe(4);
  });

  it("answers nothing from memory unless it follows changes", async () => {
    const cache = new SessionCache();
    const lookups = countedLookups();
    const { token } = await signedIn();
    await cache.lookUp(token, lookups.load);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(2);

    cache.follow();
    await cache.lookUp(token, lookups.load);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(3);

    cache.unfollow();
    expect(cache.size).toBe(0);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(4);
  });
});

describe("followSessionChanges", () => {
  it("forgets a session the database notified as ended, by whoever ended it", async () => {
    listener = new NotificationListener(api.database.url, { channels: [SESSION_CHANGES_CHANNEL] });
    const cache = new SessionCache();
    followSessionChanges(listener, cache);
    await listener.start();
    const lookups = countedLookups();
    const { token } = await signedIn();
    const session = (await cache.lookUp(token, lookups.load))!;
    expect(await cache.lookUp(token, lookups.load)).not.toBeNull();
    expect(lookups.calls).toBe(1);

    await revokeSession(api.db, session.sessionId);
    await listener.sync();
    expect(await cache.lookUp(token, lookups.load)).toBeNull();
  });

  it("serves from memory only while the listener is connected", async () => {
    listener = new NotificationListener(api.database.url, { channels: [SESSION_CHANGES_CHANNEL] });
    const cache = new SessionCache();
    followSessionChanges(listener, cache);
    const lookups = countedLookups();
    const { token } = await signedIn();
    await cache.lookUp(token, lookups.load);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(2);

    await listener.start();
    await cache.lookUp(token, lookups.load);
    await cache.lookUp(token, lookups.load);
    expect(lookups.calls).toBe(3);
  });
});
