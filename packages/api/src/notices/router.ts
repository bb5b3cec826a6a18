import { noticeIdInput, noticeListQuery, noticeListSchema, noticeSchema } from "@uplink/domain";
import { authedProcedure, router } from "../trpc";
import { listNotices, markNoticeRead } from "./list-notices";

export const noticesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/notices",
        protect: true,
        tags: ["notices"],
        summary: "The caller's messages from administrators, newest first",
        description:
          "What administrators sent the caller through /admin/message-user. `limit` " +
          "1..100 (default 50); for the next page pass the id of the last notice of this " +
          "one as `cursor`.",
      },
    })
    .input(noticeListQuery)
    .output(noticeListSchema)
    .query(({ ctx, input }) => listNotices(ctx, ctx.user.id, input)),

  markRead: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/notices/{id}/read",
        protect: true,
        tags: ["notices"],
        summary: "Mark one of the caller's notices read",
        description:
          "Sets `readAt` (the first time only; marking again changes nothing). Another " +
          "user's notice is 404.",
      },
    })
    .input(noticeIdInput)
    .output(noticeSchema)
    .mutation(({ ctx, input }) => markNoticeRead(ctx, ctx.user.id, input.id)),
});
