import type { FastifyInstance } from "fastify";

export interface ShutdownParts {
  app: FastifyInstance;
  database: { close(): Promise<void> };
  /** SHUTDOWN_TIMEOUT_MS: how long the graceful stop may take. */
  deadlineMs: number;
}

/**
 * Stops the server (which lets requests under way finish and sends the mail they posted)
 * and then the database, within `deadlineMs`. Resolves with the process's exit code: 0
 * once everything closed; 1 when closing failed, or when the deadline passed — then the
 * connections still open are dropped, so a request that never finishes cannot keep the
 * process alive, and the caller exits without waiting for the rest.
 */
export async function shutDown({ app, database, deadlineMs }: ShutdownParts): Promise<0 | 1> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), deadlineMs);
  });
  const closing = (async () => {
    await app.close();
    await database.close();
    return "stopped" as const;
  })();
  // A close that fails after the deadline has nobody left to tell.
  closing.catch(() => {});
  try {
    if ((await Promise.race([closing, deadline])) === "stopped") {
      app.log.info("stopped");
      return 0;
    }
    app.log.error(
      { deadlineMs },
      "shutdown did not finish within SHUTDOWN_TIMEOUT_MS: closing the remaining connections",
    );
    app.server.closeAllConnections();
    return 1;
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
