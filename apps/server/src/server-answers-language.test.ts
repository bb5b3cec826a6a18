import { afterEach, describe, expect, it } from "vitest";
import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { pl } from "@uplink/domain/locales/pl";
import { buildTestApp, type TestApp } from "./test-support";

/*
 * Issue 22: the answers the server gives of its own (an unknown REST path, /metrics to a
 * stranger, health while the database is away, a process too busy to take a request)
 * are said by key and written in the language the request names, as every other answer is.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** `url` asked in `language`. */
function ask(app: TestApp["app"], url: string, language: string, remoteAddress?: string) {
  return app.inject({
    method: "GET",
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { "accept-language": language },
  });
}

/** The REST surface's 404, in its shape (the error formatter's, with no procedure path). */
const notFound = (message: string) => ({
  message,
  code: "NOT_FOUND",
  data: { code: "NOT_FOUND", httpStatus: 404 },
});

describe("an answer of the server's own", () => {
  it("is in the request's language: an unknown REST path, on REST and with the app's pages", async () => {
    t = await buildTestApp();
    for (const url of ["/api/no-such-route", "/api/installers/x/no-such-thing", "/api/"]) {
      const response = await ask(t.app, url, "de-DE,de;q=0.9");
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound(de.server.routeNotFound));
    }
    const other = await t.app.inject({
      method: "DELETE",
      url: "/api/no-such-route",
      headers: { "accept-language": "fr" },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(notFound(fr.server.routeNotFound));
  });

  it("is in the request's language: /metrics refused to an address not allowed", async () => {
    t = await buildTestApp({ env: { METRICS_ALLOWLIST: "10.1.0.0/16" } });
    const response = await ask(t.app, "/metrics", "pl", "192.0.2.7");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "FORBIDDEN", message: pl.server.forbidden });
  });

  it("is in the request's language: health while the database is unreachable", async () => {
    t = await buildTestApp();
    await t.database.destroy();
    const deadline = Date.now() + 3_000;
    let response = await ask(t.app, "/api/health", "de");
    while (response.statusCode !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await ask(t.app, "/api/health", "de");
    }
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: de.server.databaseUnavailable,
    });
    const trpc = await ask(t.app, "/trpc/health.check", "de");
    expect(trpc.json<{ error: { message: string } }>().error.message).toBe(
      de.server.databaseUnavailable,
    );
  });

  it("is in the request's language: a process too busy to take the request", async () => {
    t = await buildTestApp({ pressureLimits: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } });
    while (!t.app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 0));
    const response = await ask(t.app, "/api/config", "fr-FR,fr;q=0.8");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: fr.server.overloaded });
  });
});
