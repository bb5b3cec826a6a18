import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_PHOTO_BYTES, said, verbatim } from "@uplink/domain";
import { BadRequest, PayloadTooLarge } from "../errors";
import { decodePhotoInput } from "./decode-photo-input";

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x7f, 0x3e]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("decodePhotoInput", () => {
  it("decodes a data URL whatever type it declares", () => {
    expect(decodePhotoInput(`data:image/png;base64,${bytes.toString("base64")}`)).toEqual(bytes);
    expect(decodePhotoInput(`data:image/jpeg;base64,${bytes.toString("base64")}`)).toEqual(bytes);
    expect(
      decodePhotoInput(
        `data:application/octet-stream;name=a.png;base64,${bytes.toString("base64")}`,
      ),
    ).toEqual(bytes);
  });

  it("decodes bare base64, also when it is wrapped in lines", () => {
    const base64 = Buffer.alloc(300, 7).toString("base64");
    expect(decodePhotoInput(base64)).toEqual(Buffer.alloc(300, 7));
    expect(decodePhotoInput(base64.replace(/(.{76})/g, "$1\r\n"))).toEqual(Buffer.alloc(300, 7));
  });

  it.each([
    ["plain text", "this is not base64!"],
    ["an empty string", ""],
    ["a data URL without base64", "data:image/png,%89PNG"],
    ["a data URL with nothing in it", "data:image/png;base64,"],
    ["base64 with a stray character", `${bytes.toString("base64")}$`],
    ["base64url", "ab-_cd"],
    ["an impossible length", "abcde"],
  ])("refuses %s as unreadable", (_case, input) => {
    expect(() => decodePhotoInput(input)).toThrow(new BadRequest(said.server.photoUnreadable));
  });

  it("decodes photos of many sizes byte for byte, bare, as data URLs and unpadded", () => {
    // Around the 1 MiB slices it decodes at a time (786,432 bytes each).
    for (const size of [1, 2, 3, 786_431, 786_432, 786_433, 786_434, 2 * 786_432 + 2]) {
      const photo = randomBytes(size);
      const base64 = photo.toString("base64");
      expect(decodePhotoInput(base64).equals(photo)).toBe(true);
      expect(decodePhotoInput(`data:image/jpeg;base64,${base64}`).equals(photo)).toBe(true);
      expect(decodePhotoInput(base64.replace(/=+$/, "")).equals(photo)).toBe(true);
    }
  });

  it("accepts a photo of exactly the largest allowed size", () => {
    const base64 = Buffer.alloc(MAX_PHOTO_BYTES).toString("base64");
    expect(decodePhotoInput(base64).length).toBe(MAX_PHOTO_BYTES);
  });

  it("refuses a photo one byte over the limit with its size, without decoding it", () => {
    const base64 = Buffer.alloc(MAX_PHOTO_BYTES + 1).toString("base64");
    const from = vi.spyOn(Buffer, "from");
    const allocate = vi.spyOn(Buffer, "allocUnsafe");
    expect(() => decodePhotoInput(`data:image/jpeg;base64,${base64}`)).toThrow(PayloadTooLarge);
    expect(from).not.toHaveBeenCalled();
    expect(allocate).not.toHaveBeenCalled();
  });

  it("names the size of an oversized photo", () => {
    const base64 = Buffer.alloc(Math.round(10.5 * 1024 * 1024)).toString("base64");
    expect(() => decodePhotoInput(base64)).toThrow(
      new PayloadTooLarge(verbatim("The photo is 10.5 MB. Each photo must be 10MB or smaller.")),
    );
  });

  it("refuses text far beyond any allowed photo before looking at it", () => {
    const huge = "A".repeat(MAX_PHOTO_BYTES * 3);
    const decode = vi.spyOn(Buffer, "from");
    expect(() => decodePhotoInput(huge)).toThrow(PayloadTooLarge);
    expect(decode).not.toHaveBeenCalled();
  });
});
