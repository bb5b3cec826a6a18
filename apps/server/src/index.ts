export { buildApp, BODY_LIMIT_BYTES, type BuildAppOptions } from "./app";
export { loadConfig, ConfigError, type Config } from "./config";
