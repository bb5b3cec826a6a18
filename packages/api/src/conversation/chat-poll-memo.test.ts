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
});
