// Bundles the server and our workspace packages into dist/; every npm dependency
// stays external and is loaded from node_modules at run time, so each one must
// be a dependency of this package (the build fails naming any that is not).
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { build } from "esbuild";

const ourPackages = /^@uplink\//;
const { dependencies = {} } = JSON.parse(readFileSync("package.json", "utf8"));
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const undeclared = new Set();

await build({
  entryPoints: ["src/main.ts", "src/migrate.ts", "src/migrate-photos.ts"],
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
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
          if (ourPackages.test(args.path)) return undefined;
          const name = packageName(args.path);
          if (!builtins.has(args.path) && !(name in dependencies)) undeclared.add(name);
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

if (undeclared.size > 0) {
  console.error(
    `apps/server must list these run-time dependencies in package.json: ${[...undeclared].join(", ")}`,
  );
  process.exit(1);
}
