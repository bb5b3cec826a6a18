import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { accountRouter } from "./account/router";
import { adminRouter } from "./admin/router";
import { aiRouter } from "./ai/router";
import { authRouter } from "./auth/router";
import { clerkRouter } from "./clerk/router";
import { configRouter } from "./config/router";
import { conversationRouter } from "./conversation/router";
import { healthRouter } from "./health/router";
import { installerRouter } from "./installer/router";
import { installersRouter } from "./installers/router";
import { invitationsRouter } from "./invitations/router";
import { leadAliasesRouter } from "./leads/aliases-router";
import { leadsRouter } from "./leads/router";
import { noticesRouter } from "./notices/router";
import { offersRouter } from "./offers/router";
import { paymentsRouter } from "./payments/router";
import { photosRouter } from "./photos/router";
import { reviewsRouter } from "./reviews/router";
import { router } from "./trpc";

export const appRouter = router({
  health: healthRouter,
  config: configRouter,
  auth: authRouter,
  account: accountRouter,
  clerk: clerkRouter,
  admin: adminRouter,
  leads: leadsRouter,
  offers: offersRouter,
  photos: photosRouter,
  payments: paymentsRouter,
  ai: aiRouter,
  installer: installerRouter,
  leadAliases: leadAliasesRouter,
  conversation: conversationRouter,
  notices: noticesRouter,
  reviews: reviewsRouter,
  installers: installersRouter,
  invitations: invitationsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
