import { adminLoginResultSchema, adminLoginSchema } from "@uplink/domain";
import { publicProcedure, router } from "../trpc";
import { adminLogin } from "./admin-login";

export const adminRouter = router({
  login: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/login",
        protect: false,
        tags: ["admin"],
        summary: "Sign in to the admin panel",
        description: "401 'Invalid admin credentials.' for anything but the administrator's.",
      },
    })
    .input(adminLoginSchema)
    .output(adminLoginResultSchema)
    .mutation(({ ctx, input }) => adminLogin(ctx, input)),
});
