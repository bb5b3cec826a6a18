import { describe, expect, it } from "vitest";

describe("the package's faces", () => {
  it("@uplink/api, what clients import, holds types only: importing it runs no server code", async () => {
    const clientFace: Record<string, unknown> = await import("@uplink/api");
    expect(Object.keys(clientFace)).toEqual([]);
  });

  it("@uplink/api/server holds what the server composes", async () => {
    const serverFace: Record<string, unknown> = await import("@uplink/api/server");
    expect(Object.keys(serverFace)).toEqual(
      expect.arrayContaining(["appRouter", "createContext", "JobQueue", "PostOffice"]),
    );
  });
});
