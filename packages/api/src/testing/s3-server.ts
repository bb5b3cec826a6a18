import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { S3Settings } from "../photos/s3-photo-store";

/** s3rver's one account: it checks every request's signature against these. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const REGION = "us-east-1";

/**
 * s3rver, in a process of its own. It signs listing continuation tokens with DES, which
 * Node's OpenSSL 3 offers only with the legacy provider: that flag stays in the server's
 * process instead of the tests'. It stops when the test process does (its stdin closes).
 */
const SERVER_SCRIPT = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIRECTORY,
});
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
process.stdin.on("end", () => process.exit(0)).resume();
`;

/** A real S3-protocol server for tests: s3rver on a loopback port, storing in a temporary directory. */
export interface TestS3Server {
  endpoint: string;
  /** Creates an empty bucket and answers the settings of a store on it. */
  newBucket(): Promise<S3Settings>;
  /**
   * Makes an object look last written `ageMs` ago, as time passing would (s3rver answers
   * an object's LastModified from its file's modification time).
   */
  age(settings: S3Settings, objectKey: string, ageMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "uplink-s3rver-"));
  const server = spawn(process.execPath, ["--openssl-legacy-provider", "-e", SERVER_SCRIPT], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve("s3rver"),
      S3RVER_DIRECTORY: directory,
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    createInterface({ input: server.stdout }).once("line", (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // Loaded here, so that the many tests importing the testing helpers do not load the SDK.
  const { CreateBucketCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });

  return {
    endpoint,
    async newBucket() {
      const bucket = `photos-${randomUUID()}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { endpoint, bucket, region: REGION, ...CREDENTIALS, forcePathStyle: true };
    },
    async age(settings, objectKey, ageMs) {
      const when = new Date(Date.now() - ageMs);
      const file = path.join(directory, settings.bucket, `${objectKey}._S3rver_object`);
      await utimes(file, when, when);
    },
    async close() {
      client.destroy();
      server.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
