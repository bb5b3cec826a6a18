import type { RuntimeConfig } from "./runtimeConfig";

/** What the landing route's code knows of `config.get` (see RuntimeConfigQuery). */
export interface RuntimeConfigSnapshot {
  data: RuntimeConfig | undefined;
  isError: boolean;
}

export const RUNTIME_CONFIG_PENDING: RuntimeConfigSnapshot = { data: undefined, isError: false };

/** The code that reads the configuration could not load; shown like a failed request. */
export const RUNTIME_CONFIG_UNREACHABLE: RuntimeConfigSnapshot = { data: undefined, isError: true };
