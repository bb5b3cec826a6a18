import { photoVerificationResultSchema, propertyPhotosCheckInput } from "@uplink/domain";
import { authedProcedure, router } from "../trpc";
import { checkPropertyPhotos } from "./check-property-photos";

export const photosRouter = router({
  verifyProperty: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/verify-property-photos",
        protect: true,
        tags: ["photos"],
        summary: "Check property photos before they are added to a request",
        description:
          "PNG or JPEG by content, at most 10 MB each, at least 640×480, not blank. " +
          "Answers `{ isValid, feedback?, reason? }`; a refusal's reason names the photo.",
      },
    })
    .input(propertyPhotosCheckInput)
    .output(photoVerificationResultSchema)
    .mutation(({ ctx, input }) => checkPropertyPhotos(ctx, input.photos)),
});
