import { describe, expect, it } from "vitest";
import {
  compressionLevelsSection,
  listCpuCheck,
  slowLandingCheck,
  slowListCheck,
  slowRequestCheck,
  type SlowLinkResults,
} from "./slow-link-report";
import { SLOW_LINK_SAMPLE } from "./slow-link-sample";

const request = (change: Partial<Extract<SlowLinkResults["request"], { ok: true }>["value"]>) => {
  const sample = SLOW_LINK_SAMPLE.request;
  if (!sample.ok) throw new Error("the sample request is measured");
  return {
    ...SLOW_LINK_SAMPLE,
    request: { ok: true as const, value: { ...sample.value, ...change } },
  };
};

describe("the poor-link rows", () => {
  it("hold the landing page's paint on the link to 2.5 s, with the bytes it took", () => {
    expect(slowLandingCheck(SLOW_LINK_SAMPLE)).toMatchObject({
      product: "2.14 s (runs 2.10, 2.14, 2.60 s); 128.0 KB received in 7 requests",
      goal: "≤ 2.5 s",
      verdict: "met",
    });
  });

  it("hold the request with photos to 30 s and 4 MB, missing if either is over", () => {
    expect(slowRequestCheck(SLOW_LINK_SAMPLE)).toMatchObject({
      product:
        "352.40 s (submit pressed at 181.20 s, posted 171.20 s later); 35.2 MB sent (photos of 4.4 MB, 4.4 MB, 4.4 MB JPEG)",
      goal: "≤ 30 s and ≤ 4 MB sent",
      verdict: "missed",
    });
    const fast = { secondsFromAttach: 21.5, secondsFromSubmit: 2.1 };
    expect(slowRequestCheck(request({ ...fast, uploadedBytes: 3.1 * 1024 ** 2 })).verdict).toBe(
      "met",
    );
    expect(slowRequestCheck(request({ ...fast, uploadedBytes: 4.2 * 1024 ** 2 })).verdict).toBe(
      "missed",
    );
    expect(slowRequestCheck(request({ secondsFromAttach: 31, uploadedBytes: 1024 })).verdict).toBe(
      "missed",
    );
  });

  it("miss the request when the server refused an upload, saying which", () => {
    const refused = slowRequestCheck(
      request({
        secondsFromAttach: 20,
        uploadedBytes: 1024,
        posts: [
          { path: "/trpc/photos.verifyProperty", status: 408, bodyBytes: 6e6 },
          { path: "/trpc/leads.create", status: 200, bodyBytes: 900 },
        ],
      }),
    );
    expect(refused.product).toContain(
      "; 1 of 2 requests with a body refused (/trpc/photos.verifyProperty 408)",
    );
    expect(refused.verdict).toBe("missed");
  });

  it("say when the request ran past its cap", () => {
    const capped = slowRequestCheck(
      request({ capped: true, secondsFromAttach: 600, uploadedBytes: 20 * 1024 ** 2 }),
    );
    expect(capped.product).toMatch(
      /^> 600 s \(stopped there; submit pressed at 181\.20 s\); 20\.0 MB sent/,
    );
    expect(capped.verdict).toBe("missed");
  });

  it("report the job list's time and its page with and without compression, with no goal", () => {
    expect(slowListCheck(SLOW_LINK_SAMPLE)).toMatchObject({
      product:
        "3.10 s to the first list (runs 3.05, 3.10, 3.40 s); a page 38.0 KB sent as it is, 5.0 KB br to `br, gzip` (bodies; the browser received 6.0 KB with headers)",
      verdict: "no goal",
    });
  });

  it("hold the CPU of a compressed list page within 15 % of an uncompressed one", () => {
    expect(listCpuCheck(SLOW_LINK_SAMPLE)).toMatchObject({
      product:
        "1,480 µs (br) ÷ 1,400 µs (21,000 pages; rounds 1480, 1470, 1500 ÷ 1400, 1390, 1420 µs)",
      ratio: "1.06",
      goal: "≤ 1.15",
      verdict: "met",
    });
  });

  it("say why a row was not measured", () => {
    const left = { ok: false as const, reason: "left out (--only)" };
    const none = { landing: left, request: left, list: left, listCpu: left };
    for (const check of [slowLandingCheck, slowRequestCheck, slowListCheck, listCpuCheck]) {
      expect(check(none)).toMatchObject({ verdict: "not measured", reason: "left out (--only)" });
    }
    expect(compressionLevelsSection(none)).toEqual([]);
  });

  it("list each compression level's cost beside the page's, and the best within the budget", () => {
    const section = compressionLevelsSection(SLOW_LINK_SAMPLE).join("\n");
    expect(section).toContain("Issue 23's goal leaves 210 µs per page for compressing.");
    expect(section).toContain("the smallest page comes from br at level 1 (4.5 KB, 90 µs)");
    expect(section).toContain("| br | 4 | 3.7 KB | 260 µs | 19 % |");
  });
});
