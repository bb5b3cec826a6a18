import { noticeListQuery, noticeListSchema } from "@uplink/domain";
import { authedProcedure, router } from "../trpc";
import { listNotices } from "./list-notices";

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
});
