import { initTRPC } from "@trpc/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { appRouter, photoBodyProcedures, type AppMeta } from "@uplink/api/server";
import { Role } from "@uplink/domain";
import {
  BODY_LIMIT_BYTES,
  PHOTO_BODY_LIMIT_BYTES,
  PhotoUploads,
  photoUploadFor,
  type PhotoSenders,
} from "./body-limit";

/*
 * Issue 22: which requests may carry photo bodies, and who may send them, is read from
 * the procedures' metadata (`.meta(photoBody)` and the role of their base), never from a
 * second table of their paths.
 */

const t = initTRPC.meta<AppMeta>().create();
const album = z.object({ id: z.string(), photos: z.array(z.string()).optional() });
const testRouter = t.router({
  album: t.router({
    upload: t.procedure
      .meta({ callers: Role.CUSTOMER })
      .meta({ openapi: { method: "POST", path: "/albums/{id}/photos" }, body: "photos" })
      .input(album)
      .mutation(() => "stored"),
    check: t.procedure
      .meta({ callers: "anyone signed in" })
      .meta({
        openapi: { method: "POST", path: "/albums/{id}/check" },
        body: "photos",
        photoCheck: true,
      })
      .input(album)
      .mutation(() => "checked"),
    rename: t.procedure
      .meta({ callers: Role.CUSTOMER })
      .meta({ openapi: { method: "POST", path: "/albums/{id}/name" } })
      .input(album)
      .mutation(() => "renamed"),
    // A photo procedure of the tRPC surface alone.
    draft: t.procedure
      .meta({ callers: Role.INSTALLER, body: "photos" })
      .input(album)
      .mutation(() => "drafted"),
  }),
});

describe("body limits read from the procedures", () => {
  const uploads = new PhotoUploads(testRouter);

  it("gives a procedure declared to take photos the photo limit, on both surfaces", () => {
    for (const url of [
      "/api/albums/7/photos",
      "/api/albums/7/photos/",
      "/api/Albums/7/Photos?draft=1",
      "/trpc/album.upload",
      "/trpc/album.draft",
      "/trpc/album.rename,album.upload?batch=1",
    ]) {
      expect(uploads.bodyLimitFor("POST", url), url).toBe(PHOTO_BODY_LIMIT_BYTES);
    }
    expect(uploads.of("POST", "/api/albums/7/photos")).toEqual({
      senders: [Role.CUSTOMER],
      checks: 0,
    });
    expect(uploads.of("POST", "/trpc/album.check,album.draft,album.upload?batch=1")).toEqual({
      senders: ["anyone signed in", Role.INSTALLER, Role.CUSTOMER],
      checks: 1,
    });
    expect(uploads.of("POST", "/api/albums/7/check")).toEqual({
      senders: ["anyone signed in"],
      checks: 1,
    });
  });

  it("holds every other request to the small limit", () => {
    for (const [method, url] of [
      ["POST", "/api/albums/7/name"],
      ["POST", "/trpc/album.rename"],
      ["PUT", "/api/albums/7/photos"],
      ["GET", "/trpc/album.upload"],
      ["POST", "/api/albums/7/photos/extra"],
      ["POST", "/albums/7/photos"],
      ["POST", "/trpc/%E0%A4%A"],
    ] as const) {
      expect(uploads.bodyLimitFor(method, url), `${method} ${url}`).toBe(BODY_LIMIT_BYTES);
    }
  });

  it("refuses a photo procedure that anyone may call: its sender could not be refused first", () => {
    const open = t.router({
      upload: t.procedure
        .meta({ body: "photos" })
        .input(album)
        .mutation(() => "stored"),
    });
    expect(() => new PhotoUploads(open)).toThrow(/upload takes photo bodies/);
  });
});

/** The table body-limit.ts kept before issue 22, REST spellings and tRPC names apart. */
const TABLE_BEFORE: { procedure: string; senders: PhotoSenders; check: boolean; rest: string }[] = [
  {
    procedure: "leads.create",
    senders: Role.CUSTOMER,
    check: false,
    rest: "POST /workflow/leads",
  },
  {
    procedure: "leads.update",
    senders: Role.CUSTOMER,
    check: false,
    rest: "PUT /workflow/leads/{id}",
  },
  {
    procedure: "leads.submitCompletion",
    senders: Role.INSTALLER,
    check: false,
    rest: "POST /workflow/leads/{id}/done",
  },
  {
    procedure: "photos.verifyProperty",
    senders: "anyone signed in",
    check: true,
    rest: "POST /verify-property-photos",
  },
  { procedure: "leadAliases.create", senders: Role.CUSTOMER, check: false, rest: "POST /leads" },
  {
    procedure: "ai.generateQuote",
    senders: "anyone signed in",
    check: false,
    rest: "POST /ai/generate-quote",
  },
  {
    procedure: "ai.analyzePhotos",
    senders: "anyone signed in",
    check: true,
    rest: "POST /ai/analyze-photos",
  },
  {
    procedure: "ai.validatePhotos",
    senders: "anyone signed in",
    check: true,
    rest: "POST /ai/validate-photos",
  },
];

describe("the photo procedures of the app", () => {
  it("are exactly those of the table kept before, with the same senders and checks", () => {
    const derived = photoBodyProcedures(appRouter).map((procedure) => ({
      procedure: procedure.path,
      senders: procedure.callers,
      check: procedure.photoCheck,
      rest: `${procedure.rest?.method} ${procedure.rest?.path}`,
    }));
    const byName = (a: { procedure: string }, b: { procedure: string }) =>
      a.procedure.localeCompare(b.procedure);
    expect(derived.sort(byName)).toEqual([...TABLE_BEFORE].sort(byName));
  });

  it("keep the photo limit, their senders and their checks at every path the table matched", () => {
    for (const { procedure, senders, check, rest } of TABLE_BEFORE) {
      const upload = { senders: [senders], checks: check ? 1 : 0 };
      const [method = "", path = ""] = rest.split(" ");
      const concrete = `/api${path.replace("{id}", "3f1c2a9e-0000-4000-8000-000000000001")}`;
      for (const url of [concrete, `${concrete}/`, `${concrete}?lang=de`]) {
        expect(photoUploadFor(method, url), `${method} ${url}`).toEqual(upload);
      }
      expect(photoUploadFor("POST", `/trpc/${procedure}`), procedure).toEqual(upload);
    }
    expect(photoUploadFor("POST", "/trpc/leads.list,ai.analyzePhotos,leads.create")).toEqual({
      senders: ["anyone signed in", Role.CUSTOMER],
      checks: 1,
    });
  });

  it("leave every other procedure of the app to the small limit", () => {
    const photoProcedures = new Set(TABLE_BEFORE.map(({ procedure }) => procedure));
    for (const path of Object.keys(appRouter._def.procedures)) {
      if (photoProcedures.has(path)) continue;
      expect(photoUploadFor("POST", `/trpc/${path}`), path).toBeUndefined();
    }
    for (const [method, url] of [
      ["GET", "/api/workflow/leads"],
      ["DELETE", "/api/workflow/leads/7"],
      ["POST", "/api/workflow/leads/7/accept"],
      ["POST", "/api/auth/login"],
      ["PUT", "/api/leads"],
    ] as const) {
      expect(photoUploadFor(method, url), `${method} ${url}`).toBeUndefined();
    }
  });
});
