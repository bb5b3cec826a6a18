import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api";
import { createUser, dataUrl, sceneJpeg } from "@uplink/api/testing";
import { BODY_LIMIT_BYTES } from "./app";
import { buildTestApp, type TestApp } from "./test-support";

const READ_TIMEOUT_MS = 1_000;

let t: TestApp;
let port: number;
let bearer: string;

beforeAll(async () => {
  t = await buildTestApp({
    photoBodyReadTimeoutMs: READ_TIMEOUT_MS,
    pressureLimits: { maxEventLoopDelayMs: 60_000 },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  port = address.port;
  const customer = await createUser(t.database.db, { role: "customer" });
  bearer = `Bearer ${(await createSession(t.database.db, customer.id)).token}`;
});
afterAll(async () => {
  await t.close();
});

/**
 * A photo upload that announces 20 MB, sends a few bytes and then nothing; `closed`
 * resolves with the time the server closed the connection.
 */
function tricklingUpload(): { closed: Promise<number>; giveUp: () => void } {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.on("connect", () => {
    socket.write(
      [
        "POST /api/verify-property-photos HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Authorization: ${bearer}`,
        "Content-Type: application/json",
        `Content-Length: ${20 * 1024 * 1024}`,
        "",
        '{"photos":["data:image/jpeg;base64,',
      ].join("\r\n"),
    );
  });
  socket.resume();
  return {
    closed: new Promise((resolve) => socket.on("close", () => resolve(Date.now()))),
    giveUp: () => socket.destroy(),
  };
}

/** A real photo check whose body is over the ordinary limit (padded with white space). */
async function largePhotoUpload(): Promise<{ status: number; answeredAt: number; body: unknown }> {
  const json = JSON.stringify({ photos: [dataUrl(await sceneJpeg())] });
  const body = json + " ".repeat(BODY_LIMIT_BYTES + 1024 - json.length);
  const response = await fetch(`http://127.0.0.1:${port}/api/verify-property-photos`, {
    method: "POST",
    headers: { authorization: bearer, "content-type": "application/json" },
    body,
  });
  return { status: response.status, body: await response.json(), answeredAt: Date.now() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("photo bodies are read one at a time", () => {
  it("holds a second photo body until the first is done, and cuts off a sender that trickles", async () => {
    const trickler = tricklingUpload();
    await pause(200);
    const [cutAt, upload] = await Promise.all([trickler.closed, largePhotoUpload()]);
    expect(upload.status).toBe(200);
    expect(upload.body).toMatchObject({ isValid: true });
    // The check waited for the trickling body's turn to end: cut off by the read timeout.
    expect(upload.answeredAt).toBeGreaterThanOrEqual(cutAt);
  });

  it("lets a sender who leaves while waiting out of the line without holding up the next", async () => {
    const trickler = tricklingUpload();
    await pause(200);
    const leaver = tricklingUpload();
    await pause(200);
    leaver.giveUp();
    const upload = await largePhotoUpload();
    expect(upload.status).toBe(200);
    expect(upload.answeredAt).toBeGreaterThanOrEqual(await trickler.closed);
    // After the line has emptied, a photo is checked at once.
    const alone = await largePhotoUpload();
    expect(alone.status).toBe(200);
  });
});
