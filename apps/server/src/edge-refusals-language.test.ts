import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { buildTestApp, type TestApp } from "./test-support";

/*
 * Issue 22: the refusals the server answers before any procedure runs (a path no
 * route answers, a password in a URL, an oversized tRPC batch, too many calls) are said by key and
 * written in the language the request names, as every other answer is.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_API_PER_MINUTE: "5" } });
});
afterAll(async () => {
  await t.close();
});

/** `url` asked from an address of its own, in `language`. */
function ask(method: "GET" | "DELETE", url: string, address: string, language: string) {
  return t.app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { "accept-language": language },
  });
}

describe("a refusal before any procedure", () => {
  it("is in the request's language: an unknown path, a password in a URL, an oversized batch", async () => {
    // A path no route answers, on a server without the app's pages.
    const unknown = await ask("GET", "/no-such-page", "192.0.2.61", "de-DE,de;q=0.9");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "NOT_FOUND", message: de.server.routeNotFound });

    const password = await ask("DELETE", "/api/me?password=secret", "192.0.2.62", "de");
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ code: "BAD_REQUEST", message: de.server.passwordInUrl });

    const calls = TRPC_MAX_BATCH_CALLS + 1;
    const paths = Array.from({ length: calls }, () => "health.check").join(",");
    const batch = await ask("GET", `/trpc/${paths}?batch=1&input=%7B%7D`, "192.0.2.63", "de");
    expect(batch.statusCode).toBe(400);
    expect(batch.json()).toEqual({
      code: "BAD_REQUEST",
      message: de.server.trpcBatchTooLarge(calls, TRPC_MAX_BATCH_CALLS),
    });
  });

  it("is in the request's language: too many calls", async () => {
    for (let call = 0; call < 5; call++) {
      expect((await ask("GET", "/api/config", "192.0.2.64", "fr")).statusCode).toBe(200);
    }
    const limited = await ask("GET", "/api/config", "192.0.2.64", "fr");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: "TOO_MANY_REQUESTS", message: fr.server.rateLimited });
  });
});
