import { describe, expect, it } from "vitest";
import { answerShape, buildScenarios, DIRECTORY_PATH, shapeDifference } from "./scenarios";

const listed = (ids: string[], fields = ["id", "status", "title"]) => ({ ids, fields });

describe("the product and its bare twin answer alike before their speeds are compared", () => {
  it("agree when they list the same items, in the same order, with the same fields", () => {
    expect(shapeDifference(listed(["a", "b"]), listed(["a", "b"]))).toBeUndefined();
  });

  it("differ when the twin lists other items, in another order, or fewer of them", () => {
    expect(shapeDifference(listed(["a", "b"]), listed(["b", "a"]))).toBe(
      "the listed items differ (2 vs 2, first at #0)",
    );
    expect(shapeDifference(listed(["a", "b", "c"]), listed(["a", "b"]))).toBe(
      "the listed items differ (3 vs 2, first at #2)",
    );
  });

  it("differ when the twin's items carry fewer or other fields", () => {
    expect(shapeDifference(listed(["a"]), listed(["a"], ["id", "status"]))).toBe(
      "fields differ (the bare route lacks [title], adds [])",
    );
  });

  it("have nothing to compare for answers without a list (a 304, health)", () => {
    expect(shapeDifference(undefined, undefined)).toBeUndefined();
  });
});

describe("the installers' rows (issue 25)", () => {
  const data = {
    installer: { id: "i1", token: "t1" },
    areaInstaller: { id: "i2", token: "t2" },
    customer: { id: "c1", token: "t3" },
    reviewedInstallerId: "6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
    chatLeadId: "l1",
    conversationId: "v1",
    lastMessageId: "m1",
    signIns: [],
  };
  const rows = buildScenarios(data, { product: "", reference: "" });
  const target = { role: "product", baseUrl: "http://127.0.0.1:1" } as const;

  it("ask the directory near a town and the most reviewed installer's profile, without a session, before ANALYZE", () => {
    const near = rows.find((row) => row.id === "installers-near");
    const profile = rows.find((row) => row.id === "installer-profile");
    expect(near).toMatchObject({ minRatio: 0.6, fresh: true });
    expect(near?.specFor(target)).toEqual({
      method: "GET",
      path: DIRECTORY_PATH,
      headers: {},
      wantedStatus: 200,
    });
    expect(DIRECTORY_PATH).toMatch(/^\/api\/installers\?near=\w+&country=[A-Z]{2}&radiusKm=\d+$/);
    expect(profile).toMatchObject({ minRatio: 0.6, fresh: true });
    expect(profile?.specFor(target).path).toBe(`/api/installers/${data.reviewedInstallerId}`);
    expect(profile?.specFor(target).headers).toEqual({});
  });

  it("compare a profile by its reviews, and the directory by its installers", () => {
    const review = { id: "r1", rating: 5, text: "Fine work.", createdAt: "x", reply: null };
    expect(answerShape({ id: "p", companyName: "Dish Works", reviews: [review] })).toEqual({
      ids: ["r1"],
      fields: ["createdAt", "id", "rating", "reply", "text"],
    });
    expect(
      answerShape([
        { id: "a", distanceKm: 1.5 },
        { id: "b", distanceKm: 2 },
      ]),
    ).toEqual({
      ids: ["a", "b"],
      fields: ["distanceKm", "id"],
    });
  });
});
