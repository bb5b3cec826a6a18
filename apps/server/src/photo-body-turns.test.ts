import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { blankPng, createUser, dataUrl, sceneJpeg } from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { BODY_LIMIT_BYTES } from "./plugins/limits/body-limit";
import { DEFAULT_PHOTO_BODY_LIMITS } from "./plugins/photos/photo-senders";
import { buildTestApp, parseRawAnswer, type RawAnswer, type TestApp } from "./test-support";

/*
 * The event-loop check of under-pressure is off (maxEventLoopDelayMs 0): on a busy
 * machine it may answer 503, which is not what these tests are about.
 *
 * Every client here has an address of its own on the loopback network (127.0.0.2,
 * 127.0.0.3…), as customers behind different connections have: at most one photo body
 * per user and per address waits or is read at a time.
 */

interface Answer extends RawAnswer {
  /** When the answer had arrived whole (or the connection closed without one). */
  at: number;
}

interface Served {
  port: number;
  bearers: string[];
}

async function serve(t: TestApp, users: number): Promise<Served> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  const bearers: string[] = [];
  for (let i = 0; i < users; i += 1) {
    const user = await createUser(t.database.db, { role: "customer" });
    bearers.push(`Bearer ${(await createSession(t.database.db, user.id)).token}`);
  }
  return { port: address.port, bearers };
}

/** Reads a raw HTTP answer: status line, headers and body. */
function parseAnswer(raw: Buffer, at: number): Answer {
  return { ...parseRawAnswer(raw), at };
}

/**
 * A photo check from `from` that announces 20 MB, sends a few bytes and then nothing;
 * `answer` resolves once the server has closed the connection, with what it answered.
 */
function tricklingUpload(
  { port }: Served,
  bearer: string,
  from: string,
  contentType = "application/json",
): { answer: Promise<Answer>; giveUp: () => void } {
  const socket = connect({ port, host: "127.0.0.1", localAddress: from });
  const received: Buffer[] = [];
  socket.on("error", () => {});
  socket.on("data", (data: Buffer) => received.push(data));
  socket.on("connect", () => {
    socket.write(
      [
        "POST /api/verify-property-photos HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Authorization: ${bearer}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${20 * 1024 * 1024}`,
        "",
        '{"photos":["data:image/jpeg;base64,',
      ].join("\r\n"),
    );
  });
  return {
    answer: new Promise((resolve) =>
      socket.on("close", () => resolve(parseAnswer(Buffer.concat(received), Date.now()))),
    ),
    giveUp: () => socket.destroy(),
  };
}

/**
 * Two trickling bodies of one sender (from `from`, the second from `secondFrom`) sent at
 * once: whichever reaches the line second is refused at once, the other holds its place.
 */
async function tricklingTwice(
  served: Served,
  bearer: string,
  from: string,
  secondFrom = from,
): Promise<{ refused: Answer; holder: ReturnType<typeof tricklingUpload>; holderFrom: string }> {
  const one = tricklingUpload(served, bearer, from);
  const two = tricklingUpload(served, bearer, secondFrom);
  return Promise.race([
    one.answer.then((refused) => ({ refused, holder: two, holderFrom: secondFrom })),
    two.answer.then((refused) => ({ refused, holder: one, holderFrom: from })),
  ]);
}

/**
 * A sender's body holding its place in a line of one (queueLimit 1) once the line has
 * moved: a body joins the line before its photo checks are counted and leaves its wait
 * only when its turn has come, so right after another sender's body joined, the line may
 * still be full (503). As a client told to retry would, this tries again until the
 * sender's second body is refused for the first (429).
 */
async function heldInLine(
  served: Served,
  bearer: string,
  from: string,
): Promise<{ refused: Answer; holder: ReturnType<typeof tricklingUpload> }> {
  for (let attempt = 1; ; attempt += 1) {
    const { refused, holder } = await tricklingTwice(served, bearer, from);
    if (refused.status !== 503 || attempt === 20) return { refused, holder };
    holder.giveUp();
    await holder.answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends again, as a client told to retry would, while the line is full (503). */
async function retriedWhileFull<T extends Answer>(send: () => Promise<T>): Promise<T> {
  let answer = await send();
  for (let retry = 0; answer.status === 503 && retry < 20; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await send();
  }
  return answer;
}

/**
 * A real photo check from `from` whose body is over the ordinary limit (padded): of a
 * scene, or of `json` (a photo check's body) when given.
 */
async function largePhotoCheck(
  { port }: Served,
  bearer: string,
  from: string,
  json?: string,
): Promise<Answer & { started: number }> {
  json ??= JSON.stringify({ photos: [dataUrl(await sceneJpeg())] });
  const body = json + " ".repeat(BODY_LIMIT_BYTES + 1024 - json.length);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/verify-property-photos",
        headers: {
          authorization: bearer,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks).toString(),
            at: Date.now(),
            started,
          }),
        );
      },
    );
    // A refusal before the body was read closes the connection while it is being sent.
    sent.on("error", reject);
    sent.end(body);
  });
}

describe("a photo sender who trickles holds no one else's photos for long", () => {
  let t: TestApp;
  let served: Served;
  beforeAll(async () => {
    t = await buildTestApp({ pressureLimits: { maxEventLoopDelayMs: 0 } });
    served = await serve(t, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  it("while one user trickles a 20 MB body, another user's 1 MB photo check answers within 10 s", async () => {
    const [trickler = "", other = ""] = served.bearers;
    // The same sender's second body, refused at once, shows the other is in the line.
    const { refused, holder: trickle } = await tricklingTwice(served, trickler, "127.0.0.2");
    expect(refused.status).toBe(429);

    const check = await largePhotoCheck(served, other, "127.0.0.3");

    expect(check.status).toBe(200);
    expect(JSON.parse(check.body)).toMatchObject({ isValid: true });
    expect(check.at - check.started).toBeLessThan(10_000);
    // The trickling body was cut off for its rate, with an answer saying so.
    const cut = await trickle.answer;
    expect(cut.status).toBe(408);
    expect(JSON.parse(cut.body)).toEqual({
      code: "REQUEST_TIMEOUT",
      message: messages.server.uploadTooSlow,
    });
  });

  it("a user trickling two bodies at once, and another user at the same address, are refused 429 with Retry-After; a third user's check answers within 10 s", async () => {
    const [trickler = "", neighbour = "", other = ""] = served.bearers;
    const {
      refused: second,
      holder: first,
      holderFrom,
    } = await tricklingTwice(served, trickler, "127.0.0.4", "127.0.0.5");
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe(String(DEFAULT_PHOTO_BODY_LIMITS.retryAfterSeconds));
    expect(JSON.parse(second.body)).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.photoUploadInProgress,
    });
    const sameAddress = await tricklingUpload(served, neighbour, holderFrom).answer;
    expect(sameAddress.status).toBe(429);

    const check = await largePhotoCheck(served, other, "127.0.0.6");

    expect(check.status).toBe(200);
    expect(check.at - check.started).toBeLessThan(10_000);
    expect((await first.answer).status).toBe(408);
  });
  it("a large photo body answered 415 unread leaves the line, and nothing fails once its grace has passed", async () => {
    const [sender = ""] = served.bearers;
    const refused = await tricklingUpload(served, sender, "127.0.0.7", "application/xml").answer;
    expect(refused.status).toBe(415);
    // The body is never read: once the time it had to arrive at its pace has passed, the
    // process still answers, and the same sender's next photo goes through.
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_PHOTO_BODY_LIMITS.graceMs + 1_500));
    const check = await largePhotoCheck(served, sender, "127.0.0.7");
    expect(check.status).toBe(200);
  });
});

describe("the line of photo bodies is bounded, and a photo check is counted before it waits", () => {
  let t: TestApp;
  let served: Served;
  // An app of its own for each test, whose line starts empty.
  beforeEach(async () => {
    t = await buildTestApp({
      pressureLimits: { maxEventLoopDelayMs: 0 },
      // Tricklers hold the line here for as long as the tests need.
      photoBodyLimits: { queueLimit: 1, graceMs: 60_000, readTimeoutMs: 60_000 },
      rateLimits: { photoChecksPerUser: { max: 2, windowMs: 15 * 60_000 } },
    });
    served = await serve(t, 4);
  });
  afterEach(async () => {
    await t.close();
  });

  it("each large photo check is counted once, and one past the limit is refused 429 at once while the line is held", async () => {
    const [checker = "", holder = ""] = served.bearers;
    for (const attempt of [1, 2]) {
      const check = await largePhotoCheck(served, checker, "127.0.1.1");
      expect(check.status, `check ${attempt}`).toBe(200);
    }
    // The holder's second body, refused at once, shows the other is in the line.
    const { refused: second, holder: holding } = await tricklingTwice(served, holder, "127.0.1.2");
    expect(second.status).toBe(429);

    // Until the holder's body has had its checks counted, it fills the line of one (503,
    // which counts no check); a client told to retry tries again.
    const refused = await retriedWhileFull(() => largePhotoCheck(served, checker, "127.0.1.1"));

    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: messages.server.rateLimited,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    holding.giveUp();
  });

  it("a body beyond the bounded line is refused 503 with Retry-After, and the line takes bodies again once it has moved", async () => {
    const [, , first = "", second = ""] = served.bearers;
    const { refused: firstAgain, holder: reading } = await tricklingTwice(
      served,
      first,
      "127.0.2.1",
    );
    expect(firstAgain.status).toBe(429);
    const { refused: secondAgain, holder: waiting } = await heldInLine(served, second, "127.0.2.2");
    expect(secondAgain.status).toBe(429);

    const full = await largePhotoCheck(served, served.bearers[1] ?? "", "127.0.2.4");
    expect(full.status).toBe(503);
    expect(full.headers["retry-after"]).toBe(String(DEFAULT_PHOTO_BODY_LIMITS.retryAfterSeconds));
    expect(JSON.parse(full.body)).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: messages.server.overloaded,
    });

    reading.giveUp();
    waiting.giveUp();
    await Promise.all([reading.answer, waiting.answer]);
    // Until the server has seen both senders leave.
    const again = await retriedWhileFull(() =>
      largePhotoCheck(served, served.bearers[1] ?? "", "127.0.2.4"),
    );
    expect(again.status).toBe(200);
  });
});

describe("large photo bodies sent at once", () => {
  let t: TestApp;
  let served: Served;
  beforeAll(async () => {
    t = await buildTestApp({ pressureLimits: { maxEventLoopDelayMs: 0 } });
    served = await serve(t, 5);
  });
  afterAll(async () => {
    await t.close();
  });

  it("four photo checks sent at once, a blank photo and a damaged one among them, each get their own answer", async () => {
    const scene = await sceneJpeg({ seed: 3 });
    const bodies = [
      JSON.stringify({ photos: [dataUrl(scene)] }),
      JSON.stringify({ photos: [dataUrl(await blankPng(), "image/png")] }),
      // Captions and escapes around the photos are read as they are.
      JSON.stringify({ note: 'Küche "neu"\n', photos: [dataUrl(scene), scene.toString("base64")] }),
      JSON.stringify({ photos: [dataUrl(scene.subarray(0, scene.length - 4096))] }),
    ];

    const answers = await Promise.all(
      bodies.map((body, index) =>
        largePhotoCheck(served, served.bearers[index] ?? "", `127.0.3.${index + 1}`, body),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => JSON.parse(answer.body) as unknown)).toEqual([
      { isValid: true, feedback: messages.server.photosAccepted(1) },
      {
        isValid: false,
        reason: messages.server.photoLooksBlank,
        feedback: messages.server.photoLooksBlank,
      },
      { isValid: true, feedback: messages.server.photosAccepted(2) },
      {
        isValid: false,
        reason: messages.server.photoDamaged,
        feedback: messages.server.photoDamaged,
      },
    ]);
  });

  it("a large photo body with a __proto__ key is refused 400, as a small one is", async () => {
    const photo = dataUrl(await sceneJpeg({ seed: 4 }));
    const body = `{"__proto__": {"isValid": true}, "photos": [${JSON.stringify(photo)}]}`;

    const answer = await largePhotoCheck(served, served.bearers[4] ?? "", "127.0.3.9", body);

    expect(answer.status).toBe(400);
  });
});
