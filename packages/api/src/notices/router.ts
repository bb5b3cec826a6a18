import { noticeIdInput, noticeListQuery, noticeListSchema, noticeSchema } from "@uplink/domain";
import { openApiFor } from "../openapi-meta";
import { authedProcedure, router } from "../trpc";
import { listNotices, markNoticeRead } from "./list-notices";

const noticesApi = openApiFor({ tags: ["notices"], protect: true });

export const noticesRouter = router({
  list: authedProcedure
    .meta(
      noticesApi.get(
        "/notices",
        "The caller's messages from administrators, newest first",
        "What administrators sent the caller through /admin/message-user. `limit` " +
          "1..100 (default 50); for the next page pass the id of the last notice of this " +
          "one as `cursor`.",
      ),
    )
    .input(noticeListQuery)
    .output(noticeListSchema)
    .query(({ ctx, input }) => listNotices(ctx, ctx.user, input)),

  markRead: authedProcedure
    .meta(
      noticesApi.post(
        "/notices/{id}/read",
        "Mark one of the caller's notices read",
        "Sets `readAt` (the first time only; marking again changes nothing). Another " +
          "user's notice is 404.",
      ),
    )
    .input(noticeIdInput)
    .output(noticeSchema)
    .mutation(({ ctx, input }) => markNoticeRead(ctx, ctx.user, input)),
});
