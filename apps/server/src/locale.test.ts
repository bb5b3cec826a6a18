import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser, dataUrl, outboxMailsTo, sceneJpeg } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
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

  it("a sign-up whose browser names none of our languages saves none, so the browser decides later", async () => {
    for (const [index, acceptLanguage] of ["*", "nl-NL,nl;q=0.9", "*;q=0.8, ja"].entries()) {
      const response = await signUp(`signup.unspoken${index}@example.com`, {
        "accept-language": acceptLanguage,
      });
      expect(response.statusCode, acceptLanguage).toBe(200);
      expect(response.json<UserBody>().user.locale, acceptLanguage).toBeNull();
    }
    const spoken = await signUp("signup.spoken@example.com", {
      "accept-language": "nl-NL, *;q=0.5, pl;q=0.3",
    });
    expect(spoken.json<UserBody>().user.locale).toBe("pl");
  });

  it("the verification mail of a German sign-up is German; without a language, English", async () => {
    await signUp("verify.de@example.com", { "accept-language": "de-DE" });
    const [german] = await outboxMailsTo(t.dataDir, "verify.de@example.com");
    expect(german?.subject).toBe(de.mail.verifyEmail.subject);
    expect(german?.text).toContain(de.mail.verifyEmail.body);
    expect(german?.text).toContain(de.mail.greeting("Anna"));

    await signUp("verify.en@example.com");
    const [english] = await outboxMailsTo(t.dataDir, "verify.en@example.com");
    expect(english?.subject).toBe(messages.mail.verifyEmail.subject);
    expect(english?.text).toContain(messages.mail.verifyEmail.body);
  });
});

/* The language of an API answer: the saved choice, else Accept-Language, else English. */

const badSignUp = (url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers,
    payload: {
      firstName: "Anna",
      lastName: "Schmidt",
      email: "not an email",
      password: "correct horse",
      role: "customer",
    },
  });

const messageOf = (response: { json: <T>() => T }, surface: "rest" | "trpc") =>
  surface === "rest"
    ? response.json<{ message: string }>().message
    : response.json<{ error: { message: string } }>().error.message;

describe("API messages", () => {
  it("the translations differ from English, so the tests below tell them apart", () => {
    expect(fr.validation.emailInvalid).not.toBe(messages.validation.emailInvalid);
    expect(de.server.forbidden).not.toBe(messages.server.forbidden);
  });

  for (const [surface, url] of [
    ["rest", "/api/auth/signup"],
    ["trpc", "/trpc/auth.signUp"],
  ] as const) {
    it(`${surface}: a field message follows Accept-Language, English without one`, async () => {
      const french = await badSignUp(url, { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
      expect(french.statusCode).toBe(400);
      expect(messageOf(french, surface)).toBe(fr.validation.emailInvalid);

      const english = await badSignUp(url, {});
      expect(english.statusCode).toBe(400);
      expect(messageOf(english, surface)).toBe("Please enter a valid email address");

      const unspoken = await badSignUp(url, { "accept-language": "nl-NL,nl" });
      expect(messageOf(unspoken, surface)).toBe("Please enter a valid email address");
    });
  }

  it("a message made while answering follows Accept-Language too (401, malformed JSON)", async () => {
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "accept-language": "fr" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(messageOf(anonymous, "rest")).toBe(fr.server.notSignedIn);
    expect(messageOf(await t.app.inject({ method: "GET", url: "/api/auth/me" }), "rest")).toBe(
      "Please sign in to continue.",
    );

    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "fr", "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed, "rest")).toBe(fr.server.malformedJson);
  });

  it("a signed-in user who chose German gets German, without a header or against it", async () => {
    const headers = await signedIn();
    await t.app.inject({
      method: "PUT",
      url: "/api/account/locale",
      headers,
      payload: { locale: "de" },
    });
    const noHeader: Record<string, string> = {};
    for (const extra of [noHeader, { "accept-language": "fr" }]) {
      const rest = await t.app.inject({
        method: "GET",
        url: "/api/admin/stats",
        headers: { ...headers, ...extra },
      });
      expect(rest.statusCode).toBe(403);
      expect(messageOf(rest, "rest")).toBe(de.server.forbidden);

      const trpc = await t.app.inject({
        method: "GET",
        url: "/trpc/admin.stats",
        headers: { ...headers, ...extra },
      });
      expect(trpc.statusCode).toBe(403);
      expect(messageOf(trpc, "trpc")).toBe(de.server.forbidden);

      const field = await badSignUp("/api/auth/signup", { ...headers, ...extra });
      expect(field.statusCode).toBe(400);
      expect(messageOf(field, "rest")).toBe(de.validation.emailInvalid);
    }
  });

  it("a signed-in user who chose nothing gets their browser's language", async () => {
    const headers = await signedIn();
    const stats = await t.app.inject({
      method: "GET",
      url: "/api/admin/stats",
      headers: { ...headers, "accept-language": "fr" },
    });
    expect(messageOf(stats, "rest")).toBe(fr.server.forbidden);
    const english = await t.app.inject({ method: "GET", url: "/api/admin/stats", headers });
    expect(messageOf(english, "rest")).toBe("You do not have permission to do that.");
  });

  it("an answer's sentence follows the language too, details and all (a photo check)", async () => {
    const auth = await signedIn();
    const headers = { ...auth, "accept-language": "de-DE,de" };
    const photos = [
      dataUrl(await sceneJpeg()),
      dataUrl(await sceneJpeg({ seed: 2, width: 320, height: 240 })),
    ];
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/verify-property-photos",
      headers,
      payload: { photos },
    });
    expect(refused.statusCode).toBe(200);
    const german = de.server.photoAtPosition(2, de.server.photoTooSmallSized(320, 240));
    expect(refused.json()).toMatchObject({ isValid: false, reason: german, feedback: german });

    const accepted = await t.app.inject({
      method: "POST",
      url: "/trpc/photos.verifyProperty",
      headers,
      payload: { photos: photos.slice(0, 1) },
    });
    expect(accepted.json<{ result: { data: unknown } }>().result.data).toMatchObject({
      isValid: true,
      feedback: de.server.photosAccepted(1),
    });

    const english = await t.app.inject({
      method: "POST",
      url: "/api/verify-property-photos",
      headers: auth,
      payload: { photos },
    });
    expect(english.json()).toMatchObject({
      reason: messages.server.photoAtPosition(2, messages.server.photoTooSmallSized(320, 240)),
    });
  });

  it("a confirmation sentence follows Accept-Language (password reset requested)", async () => {
    const french = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "accept-language": "fr" },
      payload: { email: "nobody@example.com" },
    });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toEqual({ message: fr.info.resetLinkSent });
  });
});
