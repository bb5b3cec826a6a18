import { writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin } from "vite";
import type { renderPublicPages } from "../src/prerender/renderPublicPages";

/** Where the build leaves the rendered public pages, beside index.html (read by the server). */
export const PRERENDERED_FILE = "prerendered-pages.json";

/**
 * Renders the public pages (the landing page and the information pages) in every language
 * once the app is built, with the app's own components (src/prerender), and writes them
 * to dist/prerendered-pages.json. The server sends each as that page's index.html with
 * its text in `#root`, so search engines and visitors whose JavaScript has not run yet
 * read the page (issue 23); the app then hydrates it (src/main.tsx).
 */
export function prerender(): Plugin {
  let root = ".";
  let outDir = "dist";
  return {
    name: "uplink-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        // The app's modules as they are: the build's own plugins have nothing to add.
        configFile: false,
        mode: "production",
        logLevel: "warn",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        // Nothing is served to a browser: no dependency to optimise for one.
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule("/src/prerender/renderPublicPages.tsx")) as {
          renderPublicPages: typeof renderPublicPages;
        };
        const pages = await module.renderPublicPages();
        writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}
