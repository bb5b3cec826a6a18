import { said } from "@uplink/domain";
import type { ApiDeps } from "../context";
import { SaidError } from "../said-error";
import { probeDatabase, READINESS_CHECK_TIMEOUT_MS } from "./probe-database";

export interface HealthStatus {
  status: "ok";
}

function databaseUnavailable(cause?: unknown): SaidError {
  return new SaidError("SERVICE_UNAVAILABLE", said.server.databaseUnavailable, cause);
}

/**
 * Liveness, and the database's readiness as the background check last saw it: no query
 * per call. Without a background check (a bare context in tests) the database is asked.
 */
export async function reportHealth(deps: ApiDeps): Promise<HealthStatus> {
  if (!deps.databaseReadiness) return checkReadiness(deps);
  if (!deps.databaseReadiness.ready) throw databaseUnavailable();
  return { status: "ok" };
}

/** Asks the database now, for a caller that wants to know rather than hear the last check. */
export async function checkReadiness(deps: ApiDeps): Promise<HealthStatus> {
  try {
    await probeDatabase(deps.db, READINESS_CHECK_TIMEOUT_MS);
  } catch (cause) {
    deps.databaseReadiness?.markUnready(cause);
    throw databaseUnavailable(cause);
  }
  return { status: "ok" };
}
