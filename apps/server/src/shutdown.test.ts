import { rm } from "node:fs/promises";
import { connect } from "node:net";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { shutDown } from "./shutdown";
import { buildTestApp } from "./test-support";

async function listening() {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  return { ...t, port: address.port };
}

describe("shutDown", () => {
  it("with nothing under way closes the server and the database and answers 0", async () => {
    const t = await listening();
    try {
      expect(
        await shutDown({
          app: t.app,
          database: { close: () => t.database.destroy() },
          deadlineMs: 10_000,
        }),
      ).toBe(0);
      await expect(fetch(`http://127.0.0.1:${t.port}/api/health`)).rejects.toThrow();
      await expect(sql`select 1`.execute(t.database.db)).rejects.toThrow();
    } finally {
      await rm(t.dataDir, { recursive: true, force: true });
    }
  });

  it("a request that never finishes does not keep the process from stopping: past the deadline its connection is dropped and the answer is 1", async () => {
    const t = await listening();
    try {
      const requestArrived = new Promise((resolve) => t.app.server.once("request", resolve));
      // A body announced at 100 bytes of which 10 ever come: the request stays under way.
      const client = connect(t.port, "127.0.0.1");
      const clientClosed = new Promise((resolve) => client.on("close", resolve));
      client.on("error", () => {});
      client.write(
        "POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\n" +
          "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n" +
          '{"email":',
      );
      await requestArrived;

      expect(
        await shutDown({
          app: t.app,
          database: { close: () => t.database.destroy() },
          deadlineMs: 100,
        }),
      ).toBe(1);

      await clientClosed;
      expect(t.logs()).toContain("shutdown did not finish within SHUTDOWN_TIMEOUT_MS");
    } finally {
      await t.database.destroy();
      await rm(t.dataDir, { recursive: true, force: true });
    }
  });
});
