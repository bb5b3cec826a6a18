import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "./browser";
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
    /** Where the files connect to the run's one browser (playwright's browser server). */
    browserEndpoint: string;
  }
}

const admin: AdminCredentials = {
  username: "admin@uplink.test",
  password: "journeys need an administrator",
};

/** One server with a fresh database and one browser for the whole browser run, started together. */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.allSettled([
    startServer({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password }),
    launchBrowserServer(),
  ]);
  if (server.status === "rejected" || browser.status === "rejected") {
    if (server.status === "fulfilled") await server.value.stop();
    if (browser.status === "fulfilled") await browser.value.close();
    throw server.status === "rejected" ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  project.provide("baseUrl", server.value.baseUrl);
  project.provide("dataDir", server.value.dataDir);
  project.provide("admin", admin);
  project.provide("browserEndpoint", browser.value.wsEndpoint());
  return async () => {
    await browser.value.close();
    await server.value.stop();
  };
}
