import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@uplink/domain";
import { BODY_LIMIT_BYTES } from "./plugins/limits/body-limit";
import { buildTestApp, makeWebDir, type TestApp } from "./test-support";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ webDir: await makeWebDir() });
});
afterAll(async () => {
  await t.close();
});

function expectErrorBody(body: string, code: string) {
  const parsed = JSON.parse(body) as { code: string; message: string; stack?: unknown };
  expect(parsed.code).toBe(code);
  expect(typeof parsed.message).toBe("string");
  expect(parsed.message.length).toBeGreaterThan(0);
  expect(body).not.toMatch(/stack|\bat .+\.(ts|js):\d+/);
  return parsed;
}

describe("system endpoints", () => {
  it("GET /api/health answers ok once the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/config tells the SPA its runtime settings", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clerkPublishableKey: null,
      platformFeePercent: 10,
      contactEmail: null,
      paymentProvider: "simulated",
    });
  });

  it("serves the same procedures over tRPC at /trpc", async () => {
    const response = await t.app.inject({ method: "GET", url: "/trpc/health.check" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { status: "ok" } } });
  });

  it("publishes a valid OpenAPI 3 document of the REST paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/health", "/config"]));
    expect(document.paths["/health"]?.get?.security ?? []).toEqual([]);
  });

  it("documents the account paths, telling public ones from authenticated ones", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<string, { security?: unknown[]; parameters?: { name: string; in: string }[] }>
      >;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const isPublic = (path: string, method: string) =>
      (operations.find((o) => o.path === path && o.method === method)?.operation.security ?? [])
        .length === 0;
    for (const path of [
      "/auth/signup",
      "/auth/signin",
      "/auth/signout",
      "/verify-email",
      "/auth/forgot-password",
      "/auth/reset-password",
      "/clerk/jwt",
      "/clerk/link/confirm",
      "/admin/login",
    ]) {
      expect(isPublic(path, "post"), path).toBe(true);
    }
    for (const [path, method] of [
      ["/auth/me", "get"],
      ["/auth/resend-verification", "post"],
      ["/auth/change-password", "post"],
      ["/me/export", "get"],
      ["/me", "delete"],
    ] as const) {
      expect(isPublic(path, method), path).toBe(false);
    }
    const deleteParameters = document.paths["/me"]?.delete?.parameters ?? [];
    expect(deleteParameters).toContainEqual(
      expect.objectContaining({ name: "x-confirm-password", in: "header" }),
    );
  });

  it("serves interactive API docs at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("swagger");
  });
});

describe("errors are JSON and never a stack", () => {
  it("an unknown /api path is a JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-thing" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expectErrorBody(response.body, "NOT_FOUND");
    }
  });

  it("malformed JSON is a 400 saying so", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.body, "BAD_REQUEST").message).toBe(
      messages.server.malformedJson,
    );
  });

  it("an oversized body is a 413 before anything reads it", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorBody(response.body, "PAYLOAD_TOO_LARGE").message).toBe(
      messages.server.payloadTooLarge,
    );
  });

  it("an empty JSON body is read as {} rather than refused", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-action",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(404);
  });

  it("a body that is not JSON is refused with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-action",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(response.statusCode).toBe(415);
    expectErrorBody(response.body, "UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("the web app", () => {
  it("serves index.html at / and for client-side routes", async () => {
    for (const url of ["/", "/dashboard", "/edit-lead/123", "/no/such/page"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id="root">');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves fingerprinted assets with a long cache", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends a strict content security policy and the usual security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers data (REST, tRPC, a 404 of the API) with the short set: nothing runs, frames or sniffs", async () => {
    for (const url of ["/api/health", "/trpc/health.check", "/api/no-such-path"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(String(docs.headers["content-security-policy"])).toContain("script-src");
  });
});

describe("logs", () => {
  it("never contain a bearer token or a session cookie", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: {
        authorization: "Bearer secret-token-value",
        cookie: "uplink_session=secret-cookie-value",
      },
    });
    expect(t.logs()).toContain("/api/health");
    expect(t.logs()).not.toContain("secret-token-value");
    expect(t.logs()).not.toContain("secret-cookie-value");
  });
});
