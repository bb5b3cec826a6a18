import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import { issueInLanguage } from "@uplink/api/server";
import type { Locale } from "@uplink/domain";
import { localeOfRequest } from "../context";
import { procedurePathOf } from "./input";
import { ProcedureTable } from "./procedures";
import { routeNotFoundJson } from "./route-not-found";
import { send } from "./routes";

type AdapterOptions = Parameters<typeof fastifyTRPCOpenApiPlugin>[1];

/**
 * trpc-to-openapi's adapter, behind the REST routes (routes.ts) for what they do not
 * match (unknown paths, other methods, HEAD, a trailing slash), answering as the routes
 * do: an input validation failure says its first field's message in the request's
 * language, its issues translated, where the adapter says "Input validation failed" and
 * hands on the schemas' issues as they are. Only the adapter's 400s are read again; the
 * routes shape theirs where they write them (errors.ts). A path and method no procedure
 * has are answered here, as the adapter would, but in the request's language.
 */
export async function openApiAdapter(app: FastifyInstance, options: AdapterOptions) {
  const table = new ProcedureTable(options.router);
  const basePath = options.basePath ?? "";
  app.addHook("onRoute", (route) => {
    answersAsTheRoutes(route, (request) => {
      // HEAD of any path is the adapter's 204; a URL it cannot read, its 500.
      if (request.method === "HEAD") return true;
      try {
        return table.resolve(request.method, procedurePathOf(request.url, basePath)) !== undefined;
      } catch {
        return true;
      }
    });
  });
  await app.register(fastifyTRPCOpenApiPlugin, options);
}

/**
 * The adapter's handler sends the answer itself and resolves with nothing; while
 * asynchronous onSend hooks are still running, Fastify then takes that nothing for an
 * answer of its own and sends a second time ("Reply was already sent", with the URL, and
 * any secret in its query, in the error log). Resolving with the reply tells Fastify the
 * handler has answered. What it sends goes through withFieldMessages; what it would
 * refuse as "Not found" (`adapterAnswers` false) is answered here.
 */
function answersAsTheRoutes(
  route: RouteOptions,
  adapterAnswers: (request: FastifyRequest) => boolean,
): void {
  const handle = route.handler;
  route.handler = async function (this: FastifyInstance, request, reply) {
    if (!adapterAnswers(request)) return send(reply, 404, {}, routeNotFoundJson(request));
    sayingFieldMessages(request, reply);
    await handle.call(this, request, reply);
    return reply;
  };
}

function sayingFieldMessages(request: FastifyRequest, reply: FastifyReply): void {
  const send = reply.send.bind(reply);
  reply.send = (payload?: unknown) =>
    send(
      reply.statusCode === 400 && typeof payload === "string"
        ? withFieldMessages(payload, localeOfRequest(request).locale())
        : payload,
    );
}

/** An adapter's input validation failure as the routes write it; any other body as it is. */
export function withFieldMessages(body: string, locale: Locale): string {
  const answer = JSON.parse(body) as { message?: unknown; issues?: unknown };
  if (answer.message !== "Input validation failed" || !Array.isArray(answer.issues)) return body;
  const issues = (answer.issues as Parameters<typeof issueInLanguage>[0][]).map((issue) =>
    issueInLanguage(issue, locale),
  );
  return JSON.stringify({ ...answer, message: issues[0]?.message ?? answer.message, issues });
}
