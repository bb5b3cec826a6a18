import { describe, expect, it } from "vitest";
import { fakeUploads } from "../../test/fakeUploads";
import { MAX_PHOTO_EDGE, shrinkPhoto, shrunkSize } from "./shrink-photo";

describe("shrunkSize", () => {
  it("brings a phone photo's longest edge down to 2560, the other in proportion", () => {
    expect(shrunkSize({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
    expect(shrunkSize({ width: 3000, height: 4000 })).toEqual({ width: 1920, height: 2560 });
    expect(shrunkSize({ width: 8000, height: 8000 })).toEqual({ width: 2560, height: 2560 });
    expect(shrunkSize({ width: 4032, height: 1816 })).toEqual({ width: 2560, height: 1153 });
  });

  it("never enlarges a photo already within the limit", () => {
    expect(shrunkSize({ width: 2560, height: 1440 })).toEqual({ width: 2560, height: 1440 });
    expect(shrunkSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(shrunkSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
  });

  it("keeps every photo of at least 640×480 at least that, either way round", () => {
    for (const [width, height] of [
      [12_000, 9000],
      [9000, 12_000],
      [5120, 3840],
      [3413, 2560],
    ] as const) {
      const size = shrunkSize({ width, height });
      expect(Math.max(size.width, size.height)).toBe(MAX_PHOTO_EDGE);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(480);
    }
  });
});

describe("shrinkPhoto", () => {
  it("draws the photo upright at its shrunk size and encodes it as a JPEG", async () => {
    fakeUploads();
    const photo = await shrinkPhoto(new Blob(["png"], { type: "image/png" }));
    expect(photo.type).toBe("image/jpeg");
    expect(await photo.text()).toBe("2560x1920");
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(Blob), {
      imageOrientation: "from-image",
    });
  });
});
