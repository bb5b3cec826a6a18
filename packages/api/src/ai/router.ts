import {
  generateQuoteInput,
  photoVerificationResultSchema,
  propertyPhotosCheckInput,
  quoteResultSchema,
} from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { photoBody, photoCheckBody } from "../procedure-meta";
import { checkPropertyPhotos } from "../photos/check-property-photos";
import { authedProcedure, router } from "../trpc";
import { generateQuote } from "./generate-quote";

const aiApi = openApiFor({ tags: ["ai"], protect: true });

const photoCheck = (path: "/ai/analyze-photos" | "/ai/validate-photos", summary: string) =>
  authedProcedure
    .meta(
      aiApi.post(
        path,
        summary,
        "The checks of POST /api/verify-property-photos: PNG or JPEG by content, at most " +
          "10 MB, at least 640×480, not blank. Answers `{ isValid, feedback?, reason? }`.",
      ),
    )
    .meta(photoCheckBody)
    .input(propertyPhotosCheckInput)
    .output(photoVerificationResultSchema)
    .mutation(({ ctx, input }) => checkPropertyPhotos(ctx, ctx.user, input));

/** SPEC §7 "Defined but unused": the quote engine and the photo checks under /ai. */
export const aiRouter = router({
  generateQuote: authedProcedure
    .meta(
      aiApi.post(
        "/ai/generate-quote",
        "Price an installation from its description",
        "A base fee plus surcharges recognised in the description (roof, wall or pole " +
          "mount, long cable runs, height, difficult access…). `value` is null when the " +
          "description says too little; `reasons` explain every line.",
      ),
    )
    .meta(photoBody)
    .input(generateQuoteInput)
    .output(quoteResultSchema)
    .mutation(({ input }) => generateQuote(input)),
  analyzePhotos: photoCheck("/ai/analyze-photos", "Check property photos"),
  validatePhotos: photoCheck("/ai/validate-photos", "Check property photos"),
});
