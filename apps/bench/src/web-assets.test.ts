import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { analyseWebAssets, chunkName, entryScripts } from "./web-assets";

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-BBBBBBBB.js">
</head><body><div id="root"></div></body></html>`;

function build(files: Record<string, string>): Map<string, Buffer> {
  return new Map(Object.entries(files).map(([file, code]) => [file, Buffer.from(code)]));
}

const gzipped = (code: string) => gzipSync(Buffer.from(code)).length;

describe("web assets", () => {
  it("finds the module scripts and modulepreloads of index.html", () => {
    expect(entryScripts(html)).toEqual(["assets/index-AAAAAAAA.js", "assets/vendor-BBBBBBBB.js"]);
  });

  it("names a chunk without its content hash", () => {
    expect(chunkName("assets/DashboardScreen-BG5tNTeO.js")).toBe("DashboardScreen");
    expect(chunkName("assets/use-force-update-CYqQAeH-.js")).toBe("use-force-update");
  });

  it("counts static imports for the landing route and dynamic ones as lazy chunks", () => {
    const files = {
      "assets/index-AAAAAAAA.js":
        'import{a}from"./shared-CCCCCCCC.js";import(`./Screen-DDDDDDDD.js`);',
      "assets/vendor-BBBBBBBB.js": "export const v=1;",
      "assets/shared-CCCCCCCC.js": "export const a=1;",
      "assets/Screen-DDDDDDDD.js":
        'import{a}from"./shared-CCCCCCCC.js";import{f}from"./form-EEEEEEEE.js";export const S=a+f;',
      "assets/form-EEEEEEEE.js": "export const f=2;",
    };
    const report = analyseWebAssets(html, build(files));
    expect(report.landing.files).toEqual([
      "assets/index-AAAAAAAA.js",
      "assets/shared-CCCCCCCC.js",
      "assets/vendor-BBBBBBBB.js",
    ]);
    expect(report.landing.gzipBytes).toBe(
      gzipped(files["assets/index-AAAAAAAA.js"]) +
        gzipped(files["assets/shared-CCCCCCCC.js"]) +
        gzipped(files["assets/vendor-BBBBBBBB.js"]),
    );
    expect(report.lazy).toEqual([
      {
        name: "Screen",
        file: "assets/Screen-DDDDDDDD.js",
        gzipBytes: gzipped(files["assets/Screen-DDDDDDDD.js"]),
        addedGzipBytes:
          gzipped(files["assets/Screen-DDDDDDDD.js"]) + gzipped(files["assets/form-EEEEEEEE.js"]),
      },
    ]);
  });

  it("measures the landing page on the wire: index.html, its scripts and stylesheets as sent to br and gzip", () => {
    const page = `${html.replace("</head>", '<link rel="stylesheet" crossorigin href="/assets/index-GGGGGGGG.css">\n</head>')}`;
    const files = build({
      "index.html": page,
      "index.html.br": "b".repeat(40),
      "index.html.gz": "g".repeat(50),
      "assets/index-AAAAAAAA.js": 'import{a}from"./shared-CCCCCCCC.js";',
      "assets/index-AAAAAAAA.js.br": "b".repeat(1000),
      "assets/index-AAAAAAAA.js.gz": "g".repeat(1200),
      "assets/shared-CCCCCCCC.js": "export const a=1;",
      "assets/shared-CCCCCCCC.js.gz": "g".repeat(300),
      "assets/vendor-BBBBBBBB.js": "export const v=1;",
      "assets/index-GGGGGGGG.css": ".a{}",
      "assets/index-GGGGGGGG.css.br": "b".repeat(700),
      "assets/index-GGGGGGGG.css.gz": "g".repeat(800),
      "assets/lazy-HHHHHHHH.css": ".b{}",
      "assets/lazy-HHHHHHHH.css.br": "b".repeat(5000),
    });
    const report = analyseWebAssets(page, files);
    expect(report.wire.files).toEqual([
      { file: "index.html", encoding: "br", bytes: 40 },
      { file: "assets/index-AAAAAAAA.js", encoding: "br", bytes: 1000 },
      { file: "assets/shared-CCCCCCCC.js", encoding: "gzip", bytes: 300 },
      { file: "assets/vendor-BBBBBBBB.js", encoding: "identity", bytes: 17 },
      { file: "assets/index-GGGGGGGG.css", encoding: "br", bytes: 700 },
    ]);
    expect(report.wire.bytes).toBe(40 + 1000 + 300 + 17 + 700);
  });

  it("refuses a build that imports a file it does not hold", () => {
    const files = build({ "assets/index-AAAAAAAA.js": 'import"./gone-FFFFFFFF.js";' });
    expect(() =>
      analyseWebAssets('<script type="module" src="/assets/index-AAAAAAAA.js">', files),
    ).toThrow("assets/gone-FFFFFFFF.js is imported but not in the build");
  });
});
