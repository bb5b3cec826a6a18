import type { SlowLinkResults } from "./slow-link-report";

/** Issue 23's rows as a run could give them, for the report's tests. */
export const SLOW_LINK_SAMPLE: SlowLinkResults = {
  landing: {
    ok: true,
    value: { medianMs: 2140, runsMs: [2100, 2140, 2600], medianBytes: 131_072, requests: 7 },
  },
  request: {
    ok: true,
    value: {
      photos: 3,
      photoBytes: [4.4 * 1024 ** 2, 4.4 * 1024 ** 2, 4.4 * 1024 ** 2],
      secondsFromAttach: 352.4,
      secondsToSubmit: 181.2,
      secondsFromSubmit: 171.2,
      uploadedBytes: 35.2 * 1024 ** 2,
      capped: false,
      posts: [{ path: "/trpc/leads.create", status: 200, bodyBytes: 17.6 * 1024 ** 2 }],
      calls: [{ path: "/trpc/photos.verifyProperty", start: 0.2, end: 64.1 }],
    },
  },
  list: {
    ok: true,
    value: {
      medianSeconds: 3.1,
      runsSeconds: [3.05, 3.1, 3.4],
      path: "/trpc/leads.list?batch=1",
      browserBytes: 6 * 1024,
      compressed: { status: 200, encoding: "br", bodyBytes: 5 * 1024, headerBytes: 400 },
      uncompressed: { status: 200, encoding: "identity", bodyBytes: 38 * 1024, headerBytes: 380 },
    },
  },
  listCpu: {
    ok: true,
    value: {
      ratio: 1.06,
      brMicros: 1480,
      plainMicros: 1400,
      brRounds: [1480, 1470, 1500],
      plainRounds: [1400, 1390, 1420],
      pages: 21_000,
      encoding: "br",
      pageBytes: 33.5 * 1024,
      levels: [
        { encoding: "br", level: 1, bytes: 4600, micros: 90 },
        { encoding: "br", level: 4, bytes: 3800, micros: 260 },
        { encoding: "gzip", level: 1, bytes: 5200, micros: 110 },
      ],
    },
  },
};
