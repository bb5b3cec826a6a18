import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { configRouter } from "./config/router";
import { healthRouter } from "./health/router";
import { router } from "./trpc";

export const appRouter = router({
  health: healthRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
