export { AdvisoryLock, withAdvisoryLock } from "./advisory-lock";
export { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from "./connection";
export { createDatabase, type DatabaseConfig, type DatabaseHandle } from "./create-database";
export { migrateToLatest, migrations } from "./migrate";
export { NotificationListener, type NotificationListenerOptions } from "./notification-listener";
export type * from "./schema";
export { namedAsSelected, RememberingCamelCasePlugin } from "./camel-case";
