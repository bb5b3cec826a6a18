/** What the global setup hands to test workers (through vitest's provide/inject). */
export interface TestDatabaseContext {
  /** A connection to a maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The migrated database each test database is copied from. */
  template: string;
  /** Every database of this run starts with it, so teardown finds them all. */
  prefix: string;
}

export const CONTEXT_KEY = "uplinkTestDatabase";

declare module "vitest" {
  export interface ProvidedContext {
    [CONTEXT_KEY]: TestDatabaseContext;
  }
}
