import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR, whose outbox holds the mails it sent. */
    dataDir: string;
  }
}

/** One server with a fresh database for the whole browser run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
