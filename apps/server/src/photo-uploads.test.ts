import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, DiskPhotoStore, sweepOrphanPhotoFiles } from "@uplink/api/server";
import {
  blankPng,
  createUser,
  dataUrl,
  leadInStatus,
  sceneJpeg,
  scenePng,
} from "@uplink/api/testing";
import { messages } from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

const DAY = 24 * 60 * 60 * 1000;
const LEAD = { address: "Hauptstraße 1, Berlin, 10115" };

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

/** A multipart/form-data body of `parts`, as a browser's FormData sends it. */
function form(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----uplink-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.type === undefined ? "" : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.from(part.body),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function photoPart(bytes: Buffer, name = "photo"): Part {
  return { name, filename: "roof.jpg", type: "image/jpeg", body: bytes };
}

async function photoFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "photos"))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

describe("POST /api/photos/uploads", () => {
  let t: TestApp;
  let bearer: string;
  let otherBearer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const customer = await createUser(t.database.db, { role: "customer" });
    const other = await createUser(t.database.db, { role: "customer" });
    bearer = `Bearer ${(await createSession(t.database.db, customer.id)).token}`;
    otherBearer = `Bearer ${(await createSession(t.database.db, other.id)).token}`;
  });
  afterAll(() => t.close());

  function upload(parts: readonly Part[], as = bearer) {
    const { payload, headers } = form(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/photos/uploads",
      headers: { ...headers, authorization: as },
      payload,
    });
  }

  async function uploadedId(bytes: Buffer, as = bearer): Promise<string> {
    const response = await upload([photoPart(bytes)], as);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  function createLead(body: object, as = bearer) {
    return t.app.inject({
      method: "POST",
      url: "/api/workflow/leads",
      headers: { authorization: as },
      payload: { ...LEAD, ...body },
    });
  }

  async function hashesOf(leadId: string): Promise<string[]> {
    const rows = await t.database.db
      .selectFrom("leadPhotos")
      .select("contentHash")
      .where("leadId", "=", leadId)
      .orderBy("createdAt")
      .execute();
    return rows.map((row) => row.contentHash);
  }

  it("answers 201 with an id that expires in a day, and a request made with it stores the same photo as a data URL does", async () => {
    const bytes = await sceneJpeg({ seed: 901, width: 1600, height: 1200 });
    const response = await upload([photoPart(bytes)]);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ id: string; expiresAt: string; width: number }>();
    expect(answer).toMatchObject({ mimeType: "image/jpeg", width: 1600, height: 1200 });
    const lasts = Date.parse(answer.expiresAt) - Date.now();
    expect(lasts).toBeGreaterThan(DAY - 60_000);
    expect(lasts).toBeLessThanOrEqual(DAY);

    const byId = await createLead({ photoIds: [answer.id] });
    expect(byId.statusCode).toBe(200);
    const byDataUrl = await createLead({ photos: [dataUrl(bytes)] });
    expect(byDataUrl.statusCode).toBe(200);
    const raw = await t.app.inject({
      method: "POST",
      url: "/api/photos/uploads",
      headers: { authorization: bearer, "content-type": "image/jpeg" },
      payload: bytes,
    });
    expect(raw.statusCode).toBe(201);

    const [viaUpload] = await hashesOf(byId.json<{ id: string }>().id);
    expect(viaUpload).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashesOf(byDataUrl.json<{ id: string }>().id)).toEqual([viaUpload]);
    const rawRow = await t.database.db
      .selectFrom("photoUploads")
      .select("contentHash")
      .where("id", "=", raw.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(rawRow.contentHash).toBe(viaUpload);
    expect(await photoFiles(t.dataDir)).toContain(`${viaUpload}.jpg`);
  });

  it("refuses a photo with the sentence the data-URL path says, in the caller's language", async () => {
    for (const [bytes, said] of [
      [await blankPng(), messages.server.photoLooksBlank],
      [await scenePng({ width: 320, height: 240 }), messages.server.photoTooSmallSized(320, 240)],
      [Buffer.from("not a photo at all"), messages.server.photoNotPngOrJpeg],
    ] as const) {
      const uploaded = await upload([photoPart(bytes)]);
      const checked = await t.app.inject({
        method: "POST",
        url: "/api/verify-property-photos",
        headers: { authorization: bearer },
        payload: { photos: [dataUrl(bytes)] },
      });
      const posted = await createLead({ photos: [dataUrl(bytes)] });
      expect(uploaded.statusCode).toBe(400);
      expect(uploaded.json()).toEqual({ code: "BAD_REQUEST", message: said });
      expect(checked.json()).toMatchObject({ isValid: false, reason: said });
      expect(posted.json()).toMatchObject({ message: said });
    }
    const german = await t.app.inject({
      method: "POST",
      url: "/api/photos/uploads",
      headers: { authorization: bearer, "content-type": "image/png", "accept-language": "de" },
      payload: await blankPng(),
    });
    expect(german.json<{ message: string }>().message).not.toBe(messages.server.photoLooksBlank);
    expect(german.statusCode).toBe(400);
  });

  it("refuses another user's upload id, an unknown one and a used one with 400, and keeps the upload for its owner", async () => {
    const id = await uploadedId(await sceneJpeg({ seed: 902 }));
    const stolen = await createLead({ photoIds: [id] }, otherBearer);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ message: messages.validation.photoUploadUnknown });
    const unknown = await createLead({ photoIds: ["5f1c4c3e-8a5d-4f6e-9b7a-1c2d3e4f5a6b"] });
    expect(unknown.statusCode).toBe(400);
    const notAnId = await createLead({ photoIds: ["../../etc/passwd\u0000"] });
    expect(notAnId.statusCode).toBe(400);

    expect((await createLead({ photoIds: [id] })).statusCode).toBe(200);
    const again = await createLead({ photoIds: [id] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: messages.validation.photoUploadUnknown });
  });

  it("refuses an expired upload id, and the sweep removes it and its stored photo", async () => {
    const bytes = await sceneJpeg({ seed: 903 });
    const id = await uploadedId(bytes);
    const { contentHash } = await t.database.db
      .updateTable("photoUploads")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .returning("contentHash")
      .executeTakeFirstOrThrow();
    const expired = await createLead({ photoIds: [id] });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: messages.validation.photoUploadUnknown });
    expect(await photoFiles(t.dataDir)).toContain(`${contentHash}.jpg`);

    const store = new DiskPhotoStore(t.dataDir);
    await sweepOrphanPhotoFiles(t.database.db, store, new Date(Date.now() + 2 * DAY));
    expect(await photoFiles(t.dataDir)).not.toContain(`${contentHash}.jpg`);
    const left = await t.database.db
      .selectFrom("photoUploads")
      .select("id")
      .where("id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });

  it("edits a request with an uploaded photo, added to those it has", async () => {
    const created = await createLead({ photos: [dataUrl(await sceneJpeg({ seed: 904 }))] });
    const leadId = created.json<{ id: string }>().id;
    const id = await uploadedId(await sceneJpeg({ seed: 905 }));
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/workflow/leads/${leadId}`,
      headers: { authorization: bearer },
      payload: { photoIds: [id] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await hashesOf(leadId)).toHaveLength(2);
  });

  it("submits completion with uploaded photos, and refuses fewer than three or look-alikes by the same rules", async () => {
    const customer = await createUser(t.database.db, { role: "customer" });
    const installer = await createUser(t.database.db, { role: "installer" });
    const installerBearer = `Bearer ${(await createSession(t.database.db, installer.id)).token}`;
    const lead = await leadInStatus(t.database.db, customer.id, "ON_SITE", installer.id);
    const done = (body: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/workflow/leads/${lead.id}/done`,
        headers: { authorization: installerBearer },
        payload: body,
      });
    const same = await sceneJpeg({ seed: 906 });
    const twins = [
      await uploadedId(same, installerBearer),
      await uploadedId(same, installerBearer),
    ];
    const third = await uploadedId(await sceneJpeg({ seed: 907 }), installerBearer);

    const tooFew = await done({ photoIds: [twins[0]] });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({ message: messages.errors.completionPhotosRequired });
    const alike = await done({ photoIds: [...twins, third] });
    expect(alike.statusCode).toBe(400);
    expect(alike.json()).toMatchObject({ message: messages.server.photosLookAlike(1, 2) });
    const customersOwn = await uploadedId(await sceneJpeg({ seed: 908 }));
    const notTheirs = await done({
      photoIds: [twins[0], third, customersOwn],
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json()).toMatchObject({ message: messages.validation.photoUploadUnknown });

    const fourth = await uploadedId(await sceneJpeg({ seed: 909 }), installerBearer);
    const accepted = await done({
      photos: [dataUrl(await sceneJpeg({ seed: 910 }))],
      photoIds: [twins[0], third, fourth],
      captions: ["by data URL", "first upload"],
    });
    expect(accepted.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom("leadPhotos")
      .select("caption")
      .where("leadId", "=", lead.id)
      .orderBy("createdAt")
      .execute();
    expect(rows.map((row) => row.caption)).toEqual(["by data URL", "first upload", null, null]);
  });

  it("answers odd forms with 4xx, never 5xx, and stores nothing", async () => {
    const before = await photoFiles(t.dataDir);
    const bytes = await sceneJpeg({ seed: 911 });
    const cases: [string, Promise<{ statusCode: number }>][] = [
      ["no file", upload([{ name: "note", body: "hello" }])],
      ["an empty form", upload([])],
      ["two files", upload([photoPart(bytes), photoPart(bytes)])],
      ["a wrong field", upload([photoPart(bytes, "picture")])],
      ["a NUL in the field name", upload([photoPart(bytes, "pho\u0000to")])],
      ["a field beside the file", upload([photoPart(bytes), { name: "x", body: "y" }])],
      [
        "a broken form",
        t.app.inject({
          method: "POST",
          url: "/api/photos/uploads",
          headers: { authorization: bearer, "content-type": "multipart/form-data; boundary=zz" },
          payload: "--zz\r\nContent-Disposition: form-data; name=photo\r\n\r\nabc",
        }),
      ],
    ];
    for (const [what, answer] of cases) {
      expect({ what, status: (await answer).statusCode }).toEqual({ what, status: 400 });
    }
    const huge = await upload([photoPart(Buffer.alloc(11 * 1024 * 1024, 1))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: messages.validation.photoTooLarge });
    const text = await t.app.inject({
      method: "POST",
      url: "/api/photos/uploads",
      headers: { authorization: bearer, "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: messages.server.photoUploadMediaType });
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/photos/uploads",
      ...form([photoPart(bytes)]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await photoFiles(t.dataDir)).toEqual(before);
  });
});

describe("an upload cut off mid-body", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("leaves no upload and no stored photo behind after the sweep", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("not listening");
    const customer = await createUser(t.database.db, { role: "customer" });
    const { token } = await createSession(t.database.db, customer.id);
    const bytes = await sceneJpeg({ seed: 920, width: 2400, height: 1800 });
    const { payload, headers } = form([photoPart(bytes)]);

    const socket = connect({ port: address.port, host: "127.0.0.1" });
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.on("error", () => {});
    socket.on("connect", () => {
      socket.write(
        [
          "POST /api/photos/uploads HTTP/1.1",
          `Host: 127.0.0.1:${address.port}`,
          `Authorization: Bearer ${token}`,
          `Content-Type: ${headers["content-type"]}`,
          `Content-Length: ${payload.length}`,
          "",
          "",
        ].join("\r\n"),
      );
      socket.write(payload.subarray(0, payload.length / 2), () => socket.destroy());
    });
    await closed;

    // The same user's next upload is answered once the cut one has left the line.
    const next = await fetch(`http://127.0.0.1:${address.port}/api/photos/uploads`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
      body: await sceneJpeg({ seed: 921 }),
    });
    expect(next.status).toBe(201);
    const { id } = (await next.json()) as { id: string };
    await t.database.db
      .updateTable("photoUploads")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();

    const store = new DiskPhotoStore(t.dataDir);
    await sweepOrphanPhotoFiles(t.database.db, store, new Date(Date.now() + 2 * DAY));
    expect(await photoFiles(t.dataDir)).toEqual([]);
    expect(await t.database.db.selectFrom("photoUploads").select("id").execute()).toEqual([]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
