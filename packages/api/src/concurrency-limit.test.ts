import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "./concurrency-limit";

/** A task that runs until the test lets it end. */
function heldTask() {
  let end!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<string>((resolve, reject) => {
      end = resolve;
      fail = reject;
    });
  };
  return {
    task,
    get started() {
      return started;
    },
    end: (value: string) => end(value),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("ConcurrencyLimit", () => {
  it("runs at most its limit at once and the rest in the order they came, each with its own answer", async () => {
    const limit = new ConcurrencyLimit(2);
    const tasks = Array.from({ length: 5 }, heldTask);
    const answers = tasks.map((held) => limit.run(held.task));
    const outcomes = Promise.allSettled(answers);
    await settle();
    expect(tasks.map((held) => held.started)).toEqual([true, true, false, false, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    tasks[1]!.end("second");
    await settle();
    expect(tasks.map((held) => held.started)).toEqual([true, true, true, false, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);

    // A failed task frees its place too.
    tasks[0]!.fail(new Error("broken hash"));
    await settle();
    expect([tasks[3]!.started, tasks[4]!.started]).toEqual([true, false]);
    tasks[2]!.end("third");
    tasks[3]!.end("fourth");
    await settle();
    expect(tasks[4]!.started).toBe(true);
    tasks[4]!.end("fifth");

    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(await answers[1]).toBe("second");
    expect(await answers[4]).toBe("fifth");
    expect([limit.running, limit.waiting, limit.mostRunning]).toEqual([0, 0, 2]);
  });

  it("does not let a newcomer take the place a finished task hands to the first in line", async () => {
    const limit = new ConcurrencyLimit(1);
    const first = heldTask();
    const queued = heldTask();
    const running = limit.run(first.task);
    const waiting = limit.run(queued.task);
    await settle();
    first.end("done");
    const newcomer = heldTask();
    const late = limit.run(newcomer.task);
    await settle();
    expect([queued.started, newcomer.started]).toEqual([true, false]);
    queued.end("queued");
    await settle();
    newcomer.end("late");
    expect(await Promise.all([running, waiting, late])).toEqual(["done", "queued", "late"]);
    expect(limit.mostRunning).toBe(1);
  });

  it("refuses a limit below one", () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });

  it("hands out places by acquire, each freed once however often its release is called", async () => {
    const limit = new ConcurrencyLimit(1);
    const release = await limit.acquire();
    let secondIn = false;
    const second = limit.acquire().then((next) => {
      secondIn = true;
      return next;
    });
    await settle();
    expect([limit.running, limit.waiting, secondIn]).toEqual([1, 1, false]);
    release();
    release();
    const releaseSecond = await second;
    expect([limit.running, limit.waiting, secondIn]).toEqual([1, 0, true]);
    releaseSecond();
    expect(limit.running).toBe(0);
  });

  it("lets a caller who gives up while waiting leave the line", async () => {
    const limit = new ConcurrencyLimit(1);
    const release = await limit.acquire();
    const gaveUp = new AbortController();
    const leaving = limit.acquire(gaveUp.signal);
    const staying = limit.acquire();
    await settle();
    expect(limit.waiting).toBe(2);
    gaveUp.abort(new Error("gone"));
    await expect(leaving).rejects.toThrow("gone");
    expect(limit.waiting).toBe(1);
    release();
    (await staying)();
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
    await expect(limit.acquire(gaveUp.signal)).rejects.toThrow("gone");
    expect(limit.running).toBe(0);
  });
});
