import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { CONFIG_VARIABLES, loadConfig } from "./config";

/*
 * Issue 15: the deployment files are kept right by reading them, since no container
 * engine or cluster runs here. Every variable they set is one the server reads and
 * accepts, their probes ask paths the server answers, and what they name exists.
 */

const root = new URL("../../../", import.meta.url);
const read = (path: string) => readFile(new URL(path, root), "utf8");

/** `${NAME:-default}` as Compose fills it in when NAME is unset. */
function composeDefaults(value: unknown): string {
  return String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1");
}

type Manifest = { kind: string; metadata: { name: string }; [key: string]: unknown };

async function manifests(): Promise<Map<string, Manifest>> {
  const found = new Map<string, Manifest>();
  const dir = new URL("deploy/kubernetes/", root);
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".yaml"))) {
    for (const document of parseAllDocuments(await readFile(new URL(file, dir), "utf8"))) {
      expect(document.errors, file).toEqual([]);
      const manifest = document.toJS() as Manifest;
      if (manifest.kind !== "Kustomization") found.set(`${manifest.kind}/${file}`, manifest);
    }
  }
  return found;
}

describe("docker-compose.yml", () => {
  it("runs two app replicas behind the proxy, with PostgreSQL, Redis and MinIO", async () => {
    const compose = parse(await read("docker-compose.yml"), { merge: true }) as {
      services: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(
      ["app", "db", "minio", "minio-bucket", "proxy", "redis"].sort(),
    );
    const app = compose.services.app as {
      deploy: { replicas: number };
      environment: Record<string, unknown>;
      healthcheck: { test: string[] };
    };
    expect(app.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(app.healthcheck.test.join(" ")).toContain("/api/health");

    const environment = Object.fromEntries(
      Object.entries(app.environment).map(([name, value]) => [name, composeDefaults(value)]),
    );
    for (const name of Object.keys(environment)) expect(CONFIG_VARIABLES).toContain(name);
    const config = loadConfig(environment);
    expect(config.trustProxy).toEqual({ hops: 1 });

    const caddyfile = await read("deploy/Caddyfile");
    expect(caddyfile).toContain("dynamic a app 3000");
    expect(caddyfile).toContain("health_uri /api/ready");
  });
});

describe("deploy/kubernetes", () => {
  it("sets only variables the server reads, and a configuration it accepts", async () => {
    const all = [...(await manifests()).values()];
    const configMap = all.find((manifest) => manifest.kind === "ConfigMap") as
      (Manifest & { data: Record<string, string> }) | undefined;
    const secret = all.find((manifest) => manifest.kind === "Secret") as
      (Manifest & { stringData: Record<string, string> }) | undefined;
    expect(configMap).toBeDefined();
    expect(secret).toBeDefined();
    const environment = { ...configMap?.data, ...secret?.stringData };
    for (const name of Object.keys(environment)) expect(CONFIG_VARIABLES).toContain(name);
    expect(() => loadConfig(environment)).not.toThrow();

    const deployment = all.find((manifest) => manifest.kind === "Deployment") as unknown as {
      spec: {
        template: {
          spec: {
            containers: {
              envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
              livenessProbe: { httpGet: { path: string } };
              readinessProbe: { httpGet: { path: string } };
              resources: { limits: Record<string, string> };
            }[];
          };
        };
      };
    };
    const [container] = deployment.spec.template.spec.containers;
    expect(container?.livenessProbe.httpGet.path).toBe("/api/health");
    expect(container?.readinessProbe.httpGet.path).toBe("/api/ready");
    expect(container?.resources.limits.memory).toBeDefined();
    expect(container?.envFrom).toEqual([
      { configMapRef: { name: configMap?.metadata.name } },
      { secretRef: { name: secret?.metadata.name } },
    ]);
    expect(all.map((manifest) => manifest.kind).sort()).toEqual(
      ["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "Job", "Secret", "Service"].sort(),
    );
  });

  it("applies every manifest but the example secret, and migrates with the built entry", async () => {
    const kustomization = parse(await read("deploy/kubernetes/kustomization.yaml")) as {
      resources: string[];
    };
    const files = (await readdir(new URL("deploy/kubernetes/", root))).filter(
      (name) => name.endsWith(".yaml") && name !== "kustomization.yaml",
    );
    expect(kustomization.resources.sort()).toEqual(
      files.filter((name) => name !== "secret.example.yaml").sort(),
    );
    const job = parse(await read("deploy/kubernetes/migration-job.yaml")) as {
      spec: { template: { spec: { containers: { command: string[] }[] } } };
    };
    expect(job.spec.template.spec.containers[0]?.command).toEqual([
      "node",
      "apps/server/dist/migrate.js",
    ]);
    expect(await read("apps/server/build.mjs")).toContain('"src/migrate.ts"');
    expect(existsSync(new URL("apps/server/src/migrate.ts", root))).toBe(true);
  });
});
