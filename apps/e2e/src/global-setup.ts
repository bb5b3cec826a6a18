import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";

/** The administrator the server creates at start from ADMIN_USERNAME and ADMIN_PASSWORD. */
export interface AdminCredentials {
  username: string;
  password: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR, whose outbox holds the mails it sent. */
    dataDir: string;
    admin: AdminCredentials;
  }
}

const admin: AdminCredentials = {
  username: "admin@uplink.test",
  password: "journeys need an administrator",
};

/** One server with a fresh database for the whole browser run. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("admin", admin);
  return () => server.stop();
}
