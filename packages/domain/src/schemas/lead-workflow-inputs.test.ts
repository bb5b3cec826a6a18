import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { completionSubmissionInput, leadListQuery, leadRevisionInput } from "./leads";
import { propertyPhotosCheckInput } from "./photos";

const id = "5f1c4c3e-8a5d-4f6e-9b7a-1c2d3e4f5a6b";

describe("lead workflow inputs", () => {
  it("read a page query from the query string", () => {
    expect(leadListQuery.parse({ limit: "20", cursor: id })).toEqual({ limit: 20, cursor: id });
    expect(leadListQuery.parse({})).toEqual({});
    expect(leadListQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(leadListQuery.safeParse({ limit: "101" }).success).toBe(false);
    expect(leadListQuery.safeParse({ cursor: "yesterday" }).success).toBe(false);
  });

  it("need at least three completion photos, captions optional", () => {
    expect(completionSubmissionInput.safeParse({ id, photos: ["a", "b", "c"] }).success).toBe(true);
    const tooFew = completionSubmissionInput.safeParse({ id, photos: ["a", "b"] });
    expect(tooFew.error?.issues[0]?.message).toBe(messages.errors.completionPhotosRequired);
    expect(
      completionSubmissionInput.parse({ id, photos: ["a", "b", "c"], captions: [" Roof ", null] })
        .captions,
    ).toEqual(["Roof", null]);
  });

  it("refuse blank revision feedback", () => {
    const blank = leadRevisionInput.safeParse({ id, feedback: "   " });
    expect(blank.error?.issues[0]?.message).toBe(messages.validation.feedbackRequired);
  });

  it("answer an empty photo check rather than refuse it, but not more than ten", () => {
    expect(propertyPhotosCheckInput.safeParse({ photos: [] }).success).toBe(true);
    expect(propertyPhotosCheckInput.safeParse({ photos: Array(11).fill("a") }).success).toBe(false);
  });

  it("word the lead detail refusal as the toast of SPEC §8", () => {
    expect(messages.server.leadDetailAccessDenied).toBe(
      "Access Denied: You can view details only after accepting the job.",
    );
  });
});
