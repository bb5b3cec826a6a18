import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("are hashed with argon2id at OWASP's parameters, salted", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it("verify only the password that was hashed, as typed", async () => {
    const stored = await hashPassword(" pass word ");
    expect(await verifyPassword(stored, " pass word ")).toBe(true);
    expect(await verifyPassword(stored, "pass word")).toBe(false);
  });

  it("fail, without throwing, for an account without a hash or with a broken one", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword(undefined, "anything")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("take as long for an account without a hash as for a real one", async () => {
    const stored = await hashPassword("correct horse");
    await verifyPassword(null, "warm-up");
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    // The fastest of a few runs: other test files load the CPU at the same time, and
    // load only ever adds time, so one slow sample must not decide.
    const fastest = async (run: () => Promise<unknown>) => {
      let best = Infinity;
      for (let sample = 0; sample < 5; sample += 1) best = Math.min(best, await time(run));
      return best;
    };
    const real = await fastest(() => verifyPassword(stored, "wrong"));
    const none = await fastest(() => verifyPassword(null, "wrong"));
    expect(none).toBeGreaterThan(real / 3);
  });
});
