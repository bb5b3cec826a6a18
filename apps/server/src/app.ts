import Fastify, { type FastifyInstance } from "fastify";
import { publicInstallerIds } from "@uplink/api/server";
import { memoryAnswers } from "./fast-paths/memory-answers";
import { registerPublicAnswerMemo } from "./fast-paths/public-installers";
import { handleError } from "./plugins/errors";
import { jobsPlugin } from "./plugins/jobs";
import { bodyParsingPlugin } from "./plugins/limits";
import type { ApiLimit } from "./plugins/limits/api-limit";
import { registerUnderPressure } from "./plugins/limits/under-pressure";
import { compressionPlugin } from "./plugins/compression";
import { contextPlugin } from "./plugins/context";
import { registerDiscovery } from "./plugins/discovery";
import { livePlugin } from "./plugins/live";
import { requestIdPlugin } from "./plugins/logging";
import { metricsPluginOf } from "./plugins/metrics";
import { registerPaymentWebhook } from "./plugins/payment-webhook";
import { registerPhotoRoute } from "./plugins/photos";
import { registerPhotoUploadRoute } from "./plugins/photos/photo-upload-route";
import { restPlugin } from "./plugins/rest";
import { registerConversationPolling } from "./plugins/rest/conversation-polling";
import { securityHeadersFor, securityPlugin } from "./plugins/security";
import { addressMatcher, rememberedMatches } from "./plugins/limits/address-list";
import { registerPublicPages } from "./plugins/public-pages";
import { registerSpa } from "./plugins/spa";
import { trpcPlugin } from "./plugins/trpc";
import { fastifyOptions } from "./fastify-options";
import { buildServices, secureCookiesFor, type BuildAppOptions } from "./services";

export type { BuildAppOptions } from "./services";

/**
 * The whole HTTP surface, without listening (tests `inject` into it): the services built
 * once (services.ts), then the plugins in the order a request meets them.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // Set below, once the services exist; until then every request goes to Fastify.
  let fromMemory: ReturnType<typeof memoryAnswers> | null = null;
  const app = Fastify(fastifyOptions(config, options.logStream, () => fromMemory));
  const { deps, jobs, readiness, live, metrics, isAllowlisted } = buildServices(app.log, options);
  let apiLimit: ApiLimit | undefined; // set by the security plugin once it counts
  fromMemory = memoryAnswers({
    readiness,
    ...(live.sessionCache && { sessions: live.sessionCache }),
    chatPolls: live.chatPolls,
    publicAnswers: live.publicAnswers,
    apiHeaders: securityHeadersFor(config).apiHeaders,
    metrics,
    log: app.log,
    apiLimit: () => apiLimit,
  });

  app.setErrorHandler(handleError);
  await app.register(jobsPlugin, { deps, jobs, readiness });
  await app.register(livePlugin, { updates: live, readiness });
  await registerUnderPressure(app, options.pressureLimits); // before any other work
  await app.register(requestIdPlugin);
  await app.register(compressionPlugin); // before any route: it joins each as it is declared
  const mayRead = rememberedMatches(addressMatcher(config.metrics.allowlist));
  await app.register(metricsPluginOf, {
    db,
    pool: options.pool,
    metrics,
    mayRead,
    token: config.metrics.token,
  });
  await app.register(contextPlugin, { deps, secureCookies: secureCookiesFor(config) });
  await app.register(bodyParsingPlugin, {
    photoBodyLimits: options.photoBodyLimits,
    isAllowlisted,
  });
  await app.register(securityPlugin, {
    config,
    isAllowlisted,
    onApiLimit: (counter) => (apiLimit = counter),
  });
  await app.register(trpcPlugin);
  registerPhotoRoute(app, deps);
  await registerPhotoUploadRoute(app);
  await registerPaymentWebhook(app, deps);
  registerConversationPolling(app, deps, live.chatPolls);
  registerPublicAnswerMemo(app, live.publicAnswers);
  await app.register(restPlugin, { databaseReadiness: readiness });
  registerDiscovery(app, config.publicUrl, () => publicInstallerIds(db));
  registerPublicPages(app, options.webDir, config.publicUrl);
  await registerSpa(app, options.webDir);
  return app;
}
