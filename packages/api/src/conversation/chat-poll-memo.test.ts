import { describe, expect, it } from "vitest";
import { ChatPollMemo } from "./chat-poll-memo";

const state = { etag: '"m3"', leadId: "lead-1", conversationId: "conversation-1" };

function following() {
  const memo = new ChatPollMemo();
  memo.follow();
  return memo;
}

describe("remembered chat polls", () => {
  it("serves a remembered ETag until its conversation or its lead changes", () => {
    const memo = following();
    memo.remember("poll", state, memo.changeCount);
    expect(memo.etag("poll")).toBe('"m3"');
    memo.changed("conversation:another");
    expect(memo.etag("poll")).toBe('"m3"');
    memo.changed("conversation:conversation-1");
    expect(memo.etag("poll")).toBeUndefined();

    memo.remember("poll", state, memo.changeCount);
    memo.changed("lead:lead-1");
    expect(memo.etag("poll")).toBeUndefined();
  });

  it("does not keep a state read before a change that was heard before it is remembered", () => {
    const memo = following();
    const readAt = memo.changeCount;
    memo.changed("conversation:conversation-1");
    memo.remember("poll", state, readAt);
    expect(memo.etag("poll")).toBeUndefined();
  });

  it("serves nothing while not following, and forgets everything when it follows again", () => {
    const memo = new ChatPollMemo();
    memo.remember("poll", state, memo.changeCount);
    expect(memo.etag("poll")).toBeUndefined();
    memo.follow();
    memo.remember("poll", state, memo.changeCount);
    memo.unfollow();
    expect(memo.etag("poll")).toBeUndefined();
    memo.follow();
    expect(memo.etag("poll")).toBeUndefined();
  });

  it("forgets everything on a change it does not understand, and stays bounded", () => {
    const memo = following();
    memo.remember("poll", state, memo.changeCount);
    memo.changed("something-else");
    expect(memo.etag("poll")).toBeUndefined();

    const small = new ChatPollMemo({ maxEntries: 2 });
    small.follow();
    for (const key of ["a", "b", "c"]) small.remember(key, state, small.changeCount);
    expect(small.etag("a")).toBeUndefined();
    expect(small.etag("c")).toBe('"m3"');
  });

  it("makes room by forgetting the poll asked least recently, not every poll", () => {
    const small = new ChatPollMemo({ maxEntries: 3 });
    small.follow();
    for (const key of ["a", "b", "c"]) small.remember(key, state, small.changeCount);
    expect(small.etag("a")).toBe('"m3"');
    // One user cycling cursors pushes out only what nobody asked for lately.
    for (const key of ["x1", "x2"]) small.remember(key, state, small.changeCount);
    expect(small.etag("a")).toBe('"m3"');
    expect(small.etag("x2")).toBe('"m3"');
    expect(small.etag("b")).toBeUndefined();
    expect(small.etag("c")).toBeUndefined();
  });

  it("stays true after forgetting the oldest changes: a state read before one of them is not served", () => {
    const small = new ChatPollMemo({ maxEntries: 2 });
    small.follow();
    const readAt = small.changeCount;
    small.changed("conversation:conversation-1");
    small.changed("lead:other-1");
    small.changed("lead:other-2");
    small.remember("stale", state, readAt);
    expect(small.etag("stale")).toBeUndefined();
    small.remember("fresh", state, small.changeCount);
    small.changed("lead:other-3");
    expect(small.etag("fresh")).toBe('"m3"');
  });
});
