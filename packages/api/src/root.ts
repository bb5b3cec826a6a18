import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { accountRouter } from "./account/router";
import { adminRouter } from "./admin/router";
import { authRouter } from "./auth/router";
import { clerkRouter } from "./clerk/router";
import { configRouter } from "./config/router";
import { healthRouter } from "./health/router";
import { router } from "./trpc";

export const appRouter = router({
  health: healthRouter,
  config: configRouter,
  auth: authRouter,
  account: accountRouter,
  clerk: clerkRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
