// Bundles the server and our workspace packages into dist/; every npm dependency
// stays external and is loaded from node_modules at run time.
import { build } from "esbuild";

const ourPackages = /^@uplink\//;

await build({
  entryPoints: ["src/main.ts", "src/migrate.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-dependencies",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          ourPackages.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
