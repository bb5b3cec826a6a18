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
    // The image's own settings, where Caddy and the data volume expect them.
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("/data");

    const caddyfile = await read("deploy/Caddyfile");
    expect(caddyfile).toContain("dynamic a app 3000");
    expect(caddyfile).toContain("health_uri /api/ready");
  });
});

describe("docker-compose.yml, operated", () => {
  type Service = { image?: string; build?: string; restart?: string; environment?: unknown };
  const services = async () =>
    (
      parse(await read("docker-compose.yml"), { merge: true }) as {
        services: Record<string, Service>;
      }
    ).services;

  it("passes every variable the server reads to the app, so an operator can set any of them", async () => {
    const app = (await services()).app as { environment: Record<string, unknown> };
    expect(Object.keys(app.environment).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("pins every image to a release, never latest or a bare major", async () => {
    for (const [name, service] of Object.entries(await services())) {
      if (service.build !== undefined) continue;
      expect(pinnedImage(service.image), `${name}: ${service.image}`).toBe(true);
    }
  });

  it("restarts every long-running service unless it was stopped; the bucket job runs once", async () => {
    for (const [name, service] of Object.entries(await services())) {
      expect(service.restart, name).toBe(name === "minio-bucket" ? "no" : "unless-stopped");
    }
  });
});

/** A tag with a full version (`15.15`, `RELEASE.2025-09-07T16-13-09Z`) or a digest. */
function pinnedImage(image: string | undefined): boolean {
  if (image === undefined) return false;
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:@]+)$/.exec(image)?.[1];
  return tag !== undefined && tag !== "latest" && /\d+[.-]\d+/.test(tag);
}

describe("Dockerfile", () => {
  it("builds and runs on Node 22 LTS, the major CI runs the built server under", async () => {
    const dockerfile = await read("Dockerfile");
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual(["node:22-bookworm-slim", "node:22-bookworm-slim"]);
    // CI's step reads the major from here; the script it runs exists.
    const ci = await read(".ci/run");
    expect(ci).toMatch(/^node scripts\/image-node-smoke\.mjs$/m);
    expect(ci.indexOf("image-node-smoke")).toBeGreaterThan(ci.indexOf("npm test"));
    expect(existsSync(new URL("scripts/image-node-smoke.mjs", root))).toBe(true);
    // `engines` still lets the developers' Node 20.19 run npm start and npm test.
    const { engines } = JSON.parse(await read("package.json")) as { engines: { node: string } };
    expect(engines.node).toBe(">=20.19");
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
      [
        "ConfigMap",
        "Deployment",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "Secret",
        "Service",
      ].sort(),
    );
  });

  it("applies every manifest but the example secret", async () => {
    const kustomization = parse(await read("deploy/kubernetes/kustomization.yaml")) as {
      resources: string[];
    };
    const files = (await readdir(new URL("deploy/kubernetes/", root))).filter(
      (name) => name.endsWith(".yaml") && name !== "kustomization.yaml",
    );
    expect(kustomization.resources.sort()).toEqual(
      files.filter((name) => name !== "secret.example.yaml").sort(),
    );
  });

  it("has no migration Job that a second release could not apply: the pods migrate at start under the advisory lock", async () => {
    const all = [...(await manifests()).values()];
    expect(all.filter((manifest) => manifest.kind === "Job")).toEqual([]);
    const deployment = all.find((manifest) => manifest.kind === "Deployment") as unknown as {
      spec: { template: { spec: { containers: PodContainer[] } } };
    };
    const probe = deployment.spec.template.spec.containers[0]?.startupProbe;
    // Long enough for a long migration before the server listens: five minutes.
    expect((probe?.periodSeconds ?? 10) * (probe?.failureThreshold ?? 3)).toBeGreaterThanOrEqual(
      300,
    );
  });

  it("keeps two pods ready through voluntary disruptions, with room to evict one", async () => {
    const all = [...(await manifests()).values()];
    const budget = all.find((manifest) => manifest.kind === "PodDisruptionBudget") as
      | (Manifest & { spec: { minAvailable: number; selector: { matchLabels: object } } })
      | undefined;
    const { deployment } = await appDeployment();
    const hpa = all.find((manifest) => manifest.kind === "HorizontalPodAutoscaler") as Manifest & {
      spec: { minReplicas: number };
    };
    expect(budget?.spec.minAvailable).toBe(2);
    expect(budget?.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    expect(hpa.spec.minReplicas).toBeGreaterThan(2);
    expect(deployment.spec.replicas).toBeGreaterThan(2);
  });

  it("runs under the restricted Pod Security Standard, without a service account token", async () => {
    const { pod } = await appDeployment();
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: "RuntimeDefault" },
    });
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(pod.hostNetwork ?? false).toBe(false);
    expect(
      pod.volumes.every((volume) => Object.keys(volume).sort().join() === "emptyDir,name"),
    ).toBe(true);
    for (const container of pod.containers) {
      expect(container.securityContext, container.name).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ["ALL"] },
      });
      expect(container.securityContext.capabilities?.add ?? [], container.name).toEqual([]);
      expect(container.securityContext.privileged ?? false, container.name).toBe(false);
    }
  });

  it("drains from the load balancer before it stops, within the grace period", async () => {
    const { pod } = await appDeployment();
    const [container] = pod.containers;
    const pause = container?.lifecycle?.preStop?.sleep?.seconds ?? 0;
    expect(pause).toBeGreaterThanOrEqual(5);
    const shutdownMs = Number(
      container?.env.find((variable) => variable.name === "SHUTDOWN_TIMEOUT_MS")?.value ?? 10_000,
    );
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + shutdownMs / 1000);
  });

  it("spreads its pods over nodes and zones", async () => {
    const { deployment, pod } = await appDeployment();
    const labels = deployment.spec.selector.matchLabels;
    const spread = pod.topologySpreadConstraints ?? [];
    expect(spread.map((constraint) => constraint.topologyKey).sort()).toEqual([
      "kubernetes.io/hostname",
      "topology.kubernetes.io/zone",
    ]);
    for (const constraint of spread) {
      expect(constraint.maxSkew).toBe(1);
      expect(constraint.labelSelector.matchLabels).toEqual(labels);
    }
  });

  it("names a release's image, never latest", async () => {
    const images = [...(await manifests()).values()].flatMap(
      (manifest) => JSON.stringify(manifest).match(/"image":"[^"]*"/g) ?? [],
    );
    expect(images.length).toBeGreaterThan(0);
    for (const entry of images) {
      const image = (JSON.parse(`{${entry}}`) as { image: string }).image;
      expect(pinnedImage(image), image).toBe(true);
    }
    const kustomization = parse(await read("deploy/kubernetes/kustomization.yaml")) as {
      images?: { newTag?: string }[];
    };
    for (const image of kustomization.images ?? []) expect(image.newTag).not.toBe("latest");
  });

  it("lets Prometheus in by METRICS_TOKEN, not by an address range every NATed client is in", async () => {
    const all = [...(await manifests()).values()];
    const configMap = all.find((manifest) => manifest.kind === "ConfigMap") as Manifest & {
      data: Record<string, string>;
    };
    const secret = all.find((manifest) => manifest.kind === "Secret") as Manifest & {
      stringData: Record<string, string>;
    };
    const config = loadConfig({ ...configMap.data, ...secret.stringData });
    expect(config.metrics.allowlist).toEqual([]);
    expect(config.metrics.token).toBeDefined();
  });
});

interface PodContainer {
  name: string;
  env: { name: string; value?: string }[];
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  startupProbe?: { periodSeconds?: number; failureThreshold?: number };
  securityContext: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
}

interface PodSpec {
  automountServiceAccountToken?: boolean;
  hostNetwork?: boolean;
  securityContext: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: object };
  terminationGracePeriodSeconds: number;
  topologySpreadConstraints?: {
    maxSkew: number;
    topologyKey: string;
    labelSelector: { matchLabels: object };
  }[];
  volumes: Record<string, unknown>[];
  containers: PodContainer[];
}

async function appDeployment() {
  const deployment = [...(await manifests()).values()].find(
    (manifest) => manifest.kind === "Deployment",
  ) as unknown as {
    spec: { replicas: number; selector: { matchLabels: object }; template: { spec: PodSpec } };
  };
  return { deployment, pod: deployment.spec.template.spec };
}
