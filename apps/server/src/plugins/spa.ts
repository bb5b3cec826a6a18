import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "./security/api-path";
import { routeNotFoundBody } from "./errors";

/**
 * Serves the built SPA. Any GET that is not a file and not an API path gets
 * index.html, so client-side routes survive a reload; API paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDir: string | undefined) {
  const hasSpa = webDir !== undefined && existsSync(path.join(webDir, "index.html"));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDir,
      // The web build writes index.html.br/.gz and the assets' beside them (issue 23): the
      // one the request's Accept-Encoding allows is sent, with Vary: Accept-Encoding, and
      // the file itself to a client that asks for no encoding. The SPA fallback's sendFile too.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must be revalidated.
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasSpa && wantsPage && !isApiPath(request.url)) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.status(404).send(routeNotFoundBody(request));
  });
}
