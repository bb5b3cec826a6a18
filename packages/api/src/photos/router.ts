import { photoVerificationResultSchema, propertyPhotosCheckInput } from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { photoCheckBody } from "../procedure-meta";
import { authedProcedure, router } from "../trpc";
import { checkPropertyPhotos } from "./check-property-photos";

const photosApi = openApiFor({ tags: ["photos"], protect: true });

export const photosRouter = router({
  verifyProperty: authedProcedure
    .meta(
      photosApi.post(
        "/verify-property-photos",
        "Check property photos before they are added to a request",
        "PNG or JPEG by content, at most 10 MB each, at least 640×480, not blank. " +
          "Answers `{ isValid, feedback?, reason? }`; a refusal's reason names the photo.",
      ),
    )
    .meta(photoCheckBody)
    .input(propertyPhotosCheckInput)
    .output(photoVerificationResultSchema)
    .mutation(({ ctx, input }) => checkPropertyPhotos(ctx, ctx.user, input)),
});
