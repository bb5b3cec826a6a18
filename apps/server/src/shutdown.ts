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

/** The longest graceful stop an uncaught error allows (less when SHUTDOWN_TIMEOUT_MS is shorter). */
export const CRASH_SHUTDOWN_MS = 5_000;

/**
 * After an error nothing caught (an `uncaughtException` or `unhandledRejection`), the
 * process's state is unknown, so it must not go on serving half alive: the error is
 * logged as fatal, the server and the database get a short graceful stop (requests under
 * way may finish, connections close cleanly), and the answer is always 1, so that the
 * process exits with a failure and its supervisor restarts it.
 */
export async function crashShutDown(
  parts: ShutdownParts,
  error: unknown,
  origin: string,
): Promise<1> {
  parts.app.log.fatal(
    { err: error, origin },
    "uncaught error: stopping, for the supervisor to restart the process",
  );
  await shutDown({ ...parts, deadlineMs: Math.min(parts.deadlineMs, CRASH_SHUTDOWN_MS) });
  return 1;
}
