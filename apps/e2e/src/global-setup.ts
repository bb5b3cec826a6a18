import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server with a fresh database for the whole browser run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
