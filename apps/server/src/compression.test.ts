import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createLead } from "@uplink/api/testing";
import {
  acceptedChat,
  buildTestApp,
  makeWebDir,
  sendOnTheWire as send,
  signInCast,
  type SignedInCast,
  type TestApp,
  type WireAnswer,
} from "./test-support";

/*
 * Issue 23: what travels on the wire, over real HTTP. The built SPA's files are sent
 * precompressed (the web build writes .br and .gz beside them) as the request's
 * Accept-Encoding allows; API answers over 1 KB are compressed when the client asks; the
 * live streams (server-sent events) never are.
 */

/** A GET with exactly `headers`. */
const get = (base: string, url: string, headers: Record<string, string> = {}) =>
  send(base, url, { headers });

function decoded(answer: WireAnswer): Buffer {
  switch (answer.headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(answer.raw);
    case "gzip":
      return gunzipSync(answer.raw);
    case undefined:
      return answer.raw;
    default:
      throw new Error(`unexpected content-encoding ${answer.headers["content-encoding"]}`);
  }
}

const BOTH = { "accept-encoding": "br, gzip" };
const ASSET = "/assets/app-abc123.js";

let t: TestApp;
let base: string;
let webDir: string;
let cast: SignedInCast;

beforeAll(async () => {
  // The test SPA as the web build leaves it: every text file with its .br and .gz.
  webDir = await makeWebDir();
  const script = `console.log(${JSON.stringify("uplink ".repeat(400))});`;
  await writeFile(path.join(webDir, "assets", "app-abc123.js"), script);
  for (const file of ["index.html", "assets/app-abc123.js"]) {
    const contents = await readFile(path.join(webDir, file));
    await writeFile(path.join(webDir, `${file}.br`), brotliCompressSync(contents));
    await writeFile(path.join(webDir, `${file}.gz`), gzipSync(contents, { level: 9 }));
  }
  t = await buildTestApp({ webDir });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  cast = await signInCast(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe("the built SPA's files on the wire", () => {
  it("sends an asset's brotli file to a client that takes br, the same bytes once decoded", async () => {
    const identity = await get(base, ASSET);
    const br = await get(base, ASSET, BOTH);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers["content-type"]).toBe(identity.headers["content-type"]);
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"])).toBe(br.raw.length);
    expect(br.raw.length).toBeLessThan(identity.raw.length);
    expect(decoded(br)).toEqual(identity.raw);
    // Another representation, another validator: a cache never mixes them up.
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(identity.headers.etag);
  });

  it("sends the gzip file to a client that takes only gzip", async () => {
    const identity = await get(base, ASSET);
    const gzip = await get(base, ASSET, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.raw.length);
    expect(decoded(gzip)).toEqual(identity.raw);
  });

  it("sends the file as it is to a client that asks for no encoding", async () => {
    const identity = await get(base, ASSET);
    expect(identity.status).toBe(200);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["vary"]).toMatch(/accept-encoding/i);
    expect(identity.raw.toString()).toBe(
      await readFile(path.join(webDir, "assets", "app-abc123.js"), "utf8"),
    );
    const refused = await get(base, ASSET, { "accept-encoding": "identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.raw).toEqual(identity.raw);
  });

  it("sends index.html compressed at / and at a client-side route", async () => {
    const page = await readFile(path.join(webDir, "index.html"));
    for (const url of ["/", "/leads/123"]) {
      const br = await get(base, url, BOTH);
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/^text\/html/);
      expect(br.headers["cache-control"]).toBe("no-cache");
      expect(br.headers["vary"]).toMatch(/accept-encoding/i);
      expect(decoded(br)).toEqual(page);
      const identity = await get(base, url);
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(identity.raw).toEqual(page);
    }
  });
});

describe("API answers on the wire", () => {
  const LIST = `/trpc/leads.list?input=${encodeURIComponent("{}")}`;

  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await createLead(t.database.db, cast.customer.id);
  });

  it("compresses a job list over 1 KB with brotli when asked, and sends the same list", async () => {
    for (const url of [LIST, "/api/workflow/leads"]) {
      const identity = await get(base, url, cast.bearer(cast.customer));
      expect(identity.status).toBe(200);
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(identity.raw.length).toBeGreaterThan(1024);

      const br = await get(base, url, { ...cast.bearer(cast.customer), ...BOTH });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/^application\/json/);
      expect(br.headers["vary"]).toMatch(/accept-encoding/i);
      expect(br.raw.length).toBeLessThan(identity.raw.length / 3);
      expect(JSON.parse(decoded(br).toString())).toEqual(JSON.parse(identity.raw.toString()));

      const gzip = await get(base, url, {
        ...cast.bearer(cast.customer),
        "accept-encoding": "gzip",
      });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(decoded(gzip).toString())).toEqual(JSON.parse(identity.raw.toString()));
    }
  });

  it("sends a full page of the job list compressed whole, with its Content-Length", async () => {
    // 50 jobs, a full page (about 33 KB of JSON): compressed in one call, not streamed.
    for (let i = 0; i < 38; i++) await createLead(t.database.db, cast.customer.id);
    for (const url of [LIST, "/api/workflow/leads"]) {
      for (const encoding of ["br", "gzip"]) {
        const answer = await get(base, url, {
          ...cast.bearer(cast.customer),
          "accept-encoding": encoding,
        });
        expect(answer.headers["content-encoding"], url).toBe(encoding);
        expect(answer.headers["transfer-encoding"], url).toBeUndefined();
        expect(Number(answer.headers["content-length"]), url).toBe(answer.raw.length);
        const list = JSON.parse(decoded(answer).toString()) as unknown;
        const rows = url === LIST ? (list as { result: { data: unknown[] } }).result.data : list;
        expect(rows, url).toHaveLength(50);
      }
    }
  });

  it("sends an answer under 1 KB as it is, whatever the client takes", async () => {
    for (const url of ["/api/config", "/api/health", "/trpc/health.check", "/api/nowhere"]) {
      const answer = await get(base, url, BOTH);
      expect(answer.headers["content-encoding"], url).toBeUndefined();
      expect(answer.raw.length, url).toBeLessThan(1024);
      expect(() => JSON.parse(answer.raw.toString()) as unknown, url).not.toThrow();
    }
    // An answer of tRPC's own adapter (a mutation refused) is sized the same way.
    const refused = await send(base, "/trpc/leads.accept", {
      method: "POST",
      headers: { ...BOTH, "content-type": "application/json" },
      body: JSON.stringify({ id: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.raw.toString())).toMatchObject({ error: expect.anything() });
  });

  it("never compresses an answer for a client that does not ask", async () => {
    const answer = await get(base, LIST, cast.bearer(cast.customer));
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.raw.toString())).toMatchObject({
      result: { data: expect.anything() },
    });
  });
});

describe("the answers from memory on the wire", () => {
  it("answers an unchanged chat poll 304 from memory to a client that takes br, with nothing to encode", async () => {
    const { lead, customer } = await acceptedChat(t.database.db, "correct horse");
    const { token } = await createSession(t.database.db, customer.id);
    const url = `/api/leads/${lead.id}/messages`;
    const auth = { authorization: `Bearer ${token}` };
    const first = await get(base, url, { ...auth, ...BOTH });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const fromMemory = () => t.logs().split("request completed from memory").length - 1;
    const before = fromMemory();
    const unchanged = await get(base, url, { ...auth, ...BOTH, "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers["content-encoding"]).toBeUndefined();
    expect(unchanged.raw.length).toBe(0);
    expect(fromMemory()).toBe(before + 1);
  });
});

describe("live streams on the wire", () => {
  it("sends server-sent events uncompressed, each as it happens, to a client that takes br", async () => {
    const password = "correct horse";
    const { conversationId, customer } = await acceptedChat(t.database.db, password);
    const { token } = await createSession(t.database.db, customer.id);
    const input = encodeURIComponent(JSON.stringify({ id: conversationId }));
    const started = Date.now();
    const { headers, firstData, close } = await new Promise<{
      headers: IncomingHttpHeaders;
      firstData: string;
      close: () => void;
    }>((resolve, reject) => {
      const req = httpRequest(
        new URL(`/trpc/conversation.live?input=${input}`, base),
        {
          headers: { ...BOTH, accept: "text/event-stream", authorization: `Bearer ${token}` },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString("latin1");
            // The chat's first event (after tRPC's `connected`): its ready event.
            if (text.includes('"type":"ready"')) {
              resolve({ headers: response.headers, firstData: text, close: () => req.destroy() });
            }
          });
          response.on("end", () => reject(new Error(`stream ended before ready: ${text}`)));
        },
      );
      req.on("error", reject);
      setTimeout(() => reject(new Error("no ready event within 2 s")), 2_000).unref();
      req.end();
    });
    close();
    expect(headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(firstData).toContain('data: {"type":"ready"}');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
