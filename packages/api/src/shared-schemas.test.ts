import { afterAll, describe, expect, it, vi } from "vitest";

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("building the router for production", () => {
  it("leaves the domain's schemas as they were: the procedures wrap them, never patch them", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const { appRouter } = await import("./root");
    const { conversationSchema, leadDetailSchema } = await import("@uplink/domain");
    expect(Object.keys(appRouter._def.procedures)).toContain("leads.list");
    // The hot reads' output schemas still check what they are given, wherever they are used.
    await expect(leadDetailSchema.parseAsync({ id: 1 })).rejects.toThrow();
    await expect(conversationSchema.parseAsync({ messages: "none" })).rejects.toThrow();
  });
});
