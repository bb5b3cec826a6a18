/**
 * The import graph of every package is a tree: `pnpm lint` (turbo's lint task) fails on any
 * circle, type-only imports included, naming the modules around it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A module may not reach itself through its imports. Break the circle by dependency " +
        "inversion: the lower module declares the small interface (port) it needs.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.turbo|data)/" },
    // Imports of types only count: they are circles for a reader and for madge alike.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
