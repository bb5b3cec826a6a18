import { describe, expect, it } from "vitest";
import { serverOnlyModules } from "./server-code-guard";

describe("serverOnlyModules", () => {
  it("names our server packages and the libraries only the server runs", () => {
    const ids = [
      "/repo/packages/api/src/leads/create-lead.ts",
      "/repo/packages/db/src/schema.ts",
      "/repo/node_modules/.pnpm/kysely@0.29.1/node_modules/kysely/dist/esm/index.js",
      "/repo/node_modules/.pnpm/pg@8.23.0/node_modules/pg/lib/index.js",
      "/repo/node_modules/.pnpm/@trpc+server@11.19.0/node_modules/@trpc/server/dist/adapters/fastify/index.mjs",
      "C:\\repo\\packages\\api\\src\\index.ts",
    ];
    expect(serverOnlyModules(ids)).toEqual(ids);
  });

  it("lets the client's own code, the domain package and tRPC's shared internals through", () => {
    expect(
      serverOnlyModules([
        "/repo/apps/web/src/main.tsx",
        "/repo/packages/domain/src/index.ts",
        "/repo/node_modules/.pnpm/@trpc+server@11.19.0/node_modules/@trpc/server/dist/unstable-core-do-not-import.mjs",
        "/repo/node_modules/.pnpm/@trpc+client@11.19.0/node_modules/@trpc/client/dist/index.mjs",
        "/repo/node_modules/.pnpm/pgpass@1.0.5/node_modules/pgpass/lib/index.js",
      ]),
    ).toEqual([]);
  });
});
