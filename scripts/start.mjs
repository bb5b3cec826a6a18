// `npm start`: install, build, then serve (migrations run at server start).
import { spawn } from "node:child_process";
import path from "node:path";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../apps/server/node-flags.mjs";
import { env, install, root, turbo } from "./workspace.mjs";

install();
turbo(["run", "build", "--output-logs=errors-only"]);

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, "apps/server/dist/main.js")],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...SERVER_ENVIRONMENT, ...env },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
