import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../node-flags.mjs";

describe("the server's V8 flags", () => {
  it("are the ones the Docker image starts the server with", async () => {
    const dockerfile = await readFile(new URL("../../../Dockerfile", import.meta.url), "utf8");
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd ?? "[]")).toEqual([
      "node",
      ...SERVER_NODE_FLAGS,
      "apps/server/dist/main.js",
    ]);
  });

  it("come with the environment the Docker image sets", async () => {
    const dockerfile = await readFile(new URL("../../../Dockerfile", import.meta.url), "utf8");
    const variables = [...dockerfile.matchAll(/^ENV (.*)$/gm)].flatMap((line) =>
      (line[1] ?? "").split(/\s+/),
    );
    for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) {
      expect(variables).toContain(`${name}=${value}`);
    }
  });

  it("are accepted by this node", async () => {
    const { spawnSync } = await import("node:child_process");
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", "0"]);
    expect(run.status, run.stderr.toString()).toBe(0);
  });
});
