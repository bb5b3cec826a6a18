// `npm test`: install, build what the tests serve, then run every package's tests.
import { install, turbo } from "./workspace.mjs";

install();
turbo(["run", "build", "--output-logs=errors-only"]);
turbo(["run", "test", "--concurrency=2", "--continue"]);
