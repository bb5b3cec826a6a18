import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api";
import { createUser } from "@uplink/api/testing";
import { buildTestApp, type TestApp } from "./test-support";

/* Issue 14: the language a user chose, saved with their account. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface UserBody {
  user: { id: string; locale: string | null };
}

async function signedIn(): Promise<Record<string, string>> {
  const user = await createUser(t.database.db, { role: "customer" });
  const { token } = await createSession(t.database.db, user.id);
  return { authorization: `Bearer ${token}` };
}

const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).json<UserBody>().user;

function signUp(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers,
    payload: {
      firstName: "Anna",
      lastName: "Schmidt",
      email,
      password: "correct horse",
      role: "customer",
    },
  });
}

describe("a saved language", () => {
  it("is none until chosen: GET /api/auth/me says null", async () => {
    expect((await me(await signedIn())).locale).toBeNull();
  });

  it("PUT /api/account/locale saves it, and the signed-in user reads it back", async () => {
    const headers = await signedIn();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers,
      payload: { locale: "de" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: "de" });
    expect((await me(headers)).locale).toBe("de");

    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers,
      payload: { locale: "pl" },
    });
    expect(changed.json()).toEqual({ locale: "pl" });
    expect((await me(headers)).locale).toBe("pl");
  });

  it("the tRPC mutation account.setLocale saves it too, and auth.me reads it", async () => {
    const headers = await signedIn();
    const saved = await t.app.inject({
      method: "POST",
      url: "/trpc/account.setLocale",
      headers,
      payload: { locale: "it" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ result: { data: { locale: "it" } } });
    const read = await t.app.inject({ method: "GET", url: "/trpc/auth.me", headers });
    expect(read.json<{ result: { data: UserBody } }>().result.data.user.locale).toBe("it");
  });

  it("is refused without a session (401)", async () => {
    const rest = await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      payload: { locale: "de" },
    });
    expect(rest.statusCode).toBe(401);
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/account.setLocale",
      payload: { locale: "de" },
    });
    expect(trpc.statusCode).toBe(401);
  });

  it("takes only one of the six languages (400), and keeps the one saved", async () => {
    const headers = await signedIn();
    await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers,
      payload: { locale: "fr" },
    });
    for (const payload of [{ locale: "xx" }, { locale: "DE" }, { locale: "" }, { locale: 3 }, {}]) {
      const refused = await t.app.inject({
        method: "PUT",
        url: "/api/account/locale",
        headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe("BAD_REQUEST");
    }
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/account.setLocale",
      headers,
      payload: { locale: "nl" },
    });
    expect(trpc.statusCode).toBe(400);
    expect((await me(headers)).locale).toBe("fr");
  });

  it("a new account starts with the language of the browser that signed up", async () => {
    const german = await signUp("signup.de@example.com", {
      "accept-language": "de-CH,de;q=0.9,en;q=0.8",
    });
    expect(german.statusCode).toBe(200);
    const { user } = german.json<UserBody & { token: string }>();
    expect(user.locale).toBe("de");
    const token = german.json<{ token: string }>().token;
    expect((await me({ authorization: `Bearer ${token}` })).locale).toBe("de");

    const none = await signUp("signup.none@example.com");
    expect(none.json<UserBody>().user.locale).toBeNull();
  });
});
