import { describe, expect, it } from "vitest";
import { shapeDifference } from "./scenarios";

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
