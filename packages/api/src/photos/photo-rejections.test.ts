import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  PHOTO_REJECTION_ALERT_THRESHOLD,
  PHOTO_REJECTION_WINDOW_MS,
  messages,
  verbatim,
} from "@uplink/domain";
import {
  callerAs,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  refusalOf,
  useTestApi,
} from "../testing";
import { recordPhotoRejection } from "./photo-rejections";
import { blankPng, dataUrl, sceneJpeg } from "../testing/test-images";

const api = useTestApi();

const address = { street: "Hauptstraße 1", city: "Berlin", postalCode: "10115" };

function alertsAbout(user: UserRow) {
  return api.db
    .selectFrom("alerts")
    .select(["type", "description", "isResolved"])
    .where("userId", "=", user.id)
    .execute();
}

const expectedAlert = (user: UserRow, reason: string) => ({
  type: "other",
  description: messages.alerts.repeatedPhotoRejections(
    `${user.firstName} ${user.lastName}`,
    user.email,
    PHOTO_REJECTION_ALERT_THRESHOLD,
    reason,
  ),
  isResolved: false,
});

describe("repeated photo rejections", () => {
  it("alert the administrators once a customer's third photo is refused, and only then", async () => {
    const customer = await createUser(api.db);
    const caller = await callerAs(api.deps, customer);
    const blank = dataUrl(await blankPng(), "image/png");

    expect(await caller.photos.verifyProperty({ photos: [blank] })).toMatchObject({
      isValid: false,
      reason: messages.server.photoLooksBlank,
    });
    await caller.photos.verifyProperty({ photos: [dataUrl(await sceneJpeg({ seed: 41 }))] });
    expect((await refusalOf(caller.leads.create({ address, photos: [blank] }))).message).toBe(
      messages.server.photoLooksBlank,
    );
    expect(await alertsAbout(customer)).toEqual([]);

    const text = dataUrl(Buffer.from("not a photo"), "image/png");
    await caller.photos.verifyProperty({ photos: [text] });
    expect(await alertsAbout(customer)).toEqual([
      expectedAlert(customer, messages.server.photoNotPngOrJpeg),
    ]);

    await caller.photos.verifyProperty({ photos: [blank] });
    expect(await alertsAbout(customer)).toHaveLength(1);
  });

  it("count an installer's refused completion photos", async () => {
    const customer = await createUser(api.db);
    const installer = await createVerifiedInstaller(api.db);
    const lead = await leadInStatus(api.db, customer.id, "ON_SITE", installer.id);
    const caller = await callerAs(api.deps, installer);
    const photo = dataUrl(await sceneJpeg({ seed: 42 }));

    for (let attempt = 0; attempt < PHOTO_REJECTION_ALERT_THRESHOLD; attempt++) {
      expect(
        (
          await refusalOf(
            caller.leads.submitCompletion({ id: lead.id, photos: [photo, photo, photo] }),
          )
        ).code,
      ).toBe("BAD_REQUEST");
    }
    expect(await alertsAbout(installer)).toEqual([
      expectedAlert(installer, messages.server.photosLookAlike(1, 2)),
    ]);
  });

  it("forget refusals older than the window, and count each user apart", async () => {
    const customer = await createUser(api.db);
    const other = await createUser(api.db);
    const session = { ...customer, verificationStatus: null };
    await recordPhotoRejection(api.deps, session, verbatim("an old refusal"));
    await recordPhotoRejection(api.deps, session, verbatim("another old refusal"));
    await api.db
      .updateTable("photoRejections")
      .set({ createdAt: new Date(Date.now() - PHOTO_REJECTION_WINDOW_MS - 60_000) })
      .where("userId", "=", customer.id)
      .execute();
    await recordPhotoRejection(
      api.deps,
      { ...other, verificationStatus: null },
      verbatim("elsewhere"),
    );
    await recordPhotoRejection(api.deps, session, verbatim("a new refusal"));
    await recordPhotoRejection(api.deps, session, verbatim("a second new refusal"));
    expect(await alertsAbout(customer)).toEqual([]);

    await recordPhotoRejection(api.deps, session, verbatim("a third new refusal"));
    expect(await alertsAbout(customer)).toEqual([expectedAlert(customer, "a third new refusal")]);
  });

  it("raise exactly one alert when refusals arrive together", async () => {
    const customer = await createUser(api.db);
    const session = { ...customer, verificationStatus: null };
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        recordPhotoRejection(api.deps, session, verbatim(`refusal ${index}`)),
      ),
    );
    expect(await alertsAbout(customer)).toHaveLength(1);
  });
});
