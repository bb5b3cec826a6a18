import path from "node:path";
import { z } from "zod";
import {
  LIVE_STREAM_MAX_AGE_MS,
  parseIsoDuration,
  type PaymentSettings,
  type S3Settings,
} from "@uplink/api/server";
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from "@uplink/db";
import { DEFAULT_AUTO_RELEASE_AFTER, DEFAULT_REVIEW_WINDOW } from "@uplink/domain";
import { parseAddressList } from "./plugins/limits/address-list";

/** Values that may carry credentials are never echoed back in an error. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "CLERK_JWT_KEY",
  "DATABASE_URL",
  "METRICS_TOKEN",
  "REDIS_URL",
  "S3_SECRET_ACCESS_KEY",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

const PAYMENT_PROVIDERS = ["simulated", "stripe"] as const;
/** What PAYMENT_PROVIDER=stripe needs; STRIPE_API_URL is optional. */
const STRIPE_REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
/** A customer has this long to pay an accepted job before it is offered again. */
const DEFAULT_PAYMENT_WINDOW = "P2D";

const PHOTO_STORES = ["disk", "s3"] as const;
/** What PHOTO_STORE=s3 needs; S3_FORCE_PATH_STYLE has a default. */
const S3_REQUIRED = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const FEE_PERCENT_RULE = "must be a number between 0 and 100 with at most two decimals";

/** Unset and empty mean the same: a blank line in an env file is not a value. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const ADDRESS_LIST_RULE = "must be a comma list of IP addresses and CIDR ranges";
const TRUST_PROXY_RULE = `${ADDRESS_LIST_RULE}, or a hop count of at least 1`;
const MAX_API_PER_MINUTE = 1_000_000;
const PER_MINUTE_RULE = `must be a whole number from 1 to ${MAX_API_PER_MINUTE}`;

const SAMPLE_RULE = "must be a number from 0 to 1 (the share of answers checked, e.g. 0.01)";

const MAX_TIMEOUT_MS = 3_600_000;
const TIMEOUT_RULE = `must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`;

/** A duration in milliseconds, at least 1 and at most an hour. */
const milliseconds = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, { error: TIMEOUT_RULE })
    .transform(Number)
    .refine((ms) => ms >= 1 && ms <= MAX_TIMEOUT_MS, { error: TIMEOUT_RULE })
    .default(fallback);

const DURATION_RULE =
  "must be an ISO-8601 duration in weeks, days, hours, minutes or seconds, longer than zero (e.g. P14D, P1DT12H, PT3S)";

/** An ISO-8601 duration such as P14D, in milliseconds (parseIsoDuration). */
const isoDuration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const parsed = parseIsoDuration(value);
      if (parsed.ok) return parsed.milliseconds;
      ctx.addIssue({ code: "custom", message: `${DURATION_RULE}: it ${parsed.problem}` });
      return z.NEVER;
    });

/** Addresses and CIDR ranges, e.g. `10.0.0.0/8, 2001:db8::1`; unset is none. */
const addressList = (rule: string) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return [];
    const parsed = parseAddressList(value);
    if (parsed.problem === undefined) return parsed.entries;
    ctx.addIssue({ code: "custom", message: `${rule}: ${parsed.problem}` });
    return z.NEVER;
  });

const urlWithProtocol = (protocols: string[], what: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a whole number between 0 and 65535" })
      .int({ error: "must be a whole number between 0 and 65535" })
      .min(0, { error: "must be a whole number between 0 and 65535" })
      .max(65535, { error: "must be a whole number between 0 and 65535" })
      .default(3000),
    HOST: optionalText.default("127.0.0.1"),
    DATABASE_URL: urlWithProtocol(
      ["postgres:", "postgresql:"],
      "a postgres:// or postgresql:// connection string",
    ),
    DATA_DIR: optionalText.default("./data"),
    PUBLIC_URL: urlWithProtocol(["http:", "https:"], "an http:// or https:// URL"),
    SMTP_URL: urlWithProtocol(["smtp:", "smtps:"], "an smtp:// or smtps:// URL"),
    MAIL_FROM: optionalText.default("Uplink <no-reply@localhost>"),
    CONTACT_EMAIL: optionalText.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      { message: "must be an email address" },
    ),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, {
      message: "must be at least 8 characters",
    }),
    CLERK_PUBLISHABLE_KEY: optionalText.refine(
      (value) => value === undefined || /^pk_(test|live)_/.test(value),
      { message: "must start with pk_test_ or pk_live_" },
    ),
    CLERK_JWT_KEY: optionalText.refine(
      (value) => value === undefined || value.includes("-----BEGIN PUBLIC KEY-----"),
      { message: "must be a PEM public key (-----BEGIN PUBLIC KEY-----)" },
    ),
    CLERK_ISSUER: urlWithProtocol(["https:"], "an https:// URL (the Clerk Frontend API URL)"),
    // The ledger counts in cents and splits in basis points (platformFeeCents), so a
    // fee with a third decimal could not be applied: refused here, not at the first release.
    PLATFORM_FEE_PERCENT: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: FEE_PERCENT_RULE })
      .transform(Number)
      .refine((percent) => percent <= 100, { error: FEE_PERCENT_RULE })
      .default(10),
    AUTO_RELEASE_AFTER: isoDuration(DEFAULT_AUTO_RELEASE_AFTER),
    REVIEW_WINDOW: isoDuration(DEFAULT_REVIEW_WINDOW),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
      .default("info"),
    TRUST_PROXY: optionalText.transform((value, ctx): Config["trustProxy"] => {
      if (value === undefined) return undefined;
      const hops = /^\d+$/.test(value) ? Number(value) : undefined;
      const parsed = hops === undefined ? parseAddressList(value) : undefined;
      if (hops !== undefined && hops >= 1) return { hops };
      if (parsed?.problem === undefined && parsed?.entries.length) {
        return { addresses: parsed.entries };
      }
      const problem = parsed?.problem ? `: ${parsed.problem}` : "";
      ctx.addIssue({ code: "custom", message: `${TRUST_PROXY_RULE}${problem}` });
      return z.NEVER;
    }),
    RATE_LIMIT_ALLOWLIST: addressList(ADDRESS_LIST_RULE),
    RATE_LIMIT_API_PER_MINUTE: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, { error: PER_MINUTE_RULE })
      .transform(Number)
      .refine((max) => max >= 1 && max <= MAX_API_PER_MINUTE, { error: PER_MINUTE_RULE })
      .default(600),
    REDIS_URL: urlWithProtocol(["redis:", "rediss:"], "a redis:// or rediss:// URL"),
    METRICS_ALLOWLIST: addressList(ADDRESS_LIST_RULE),
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      message: "must be at least 16 characters",
    }),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_STATEMENT_TIMEOUT_MS),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_CONNECT_TIMEOUT_MS),
    SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
    LIVE_STREAM_MAX_AGE_MS: milliseconds(LIVE_STREAM_MAX_AGE_MS),
    // Unset: 1 in 100 answers with NODE_ENV=production, every answer otherwise (loadConfig).
    OUTPUT_CHECK_SAMPLE: optionalText.transform((value, ctx) => {
      if (value === undefined) return undefined;
      const sample = /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(value) ? Number(value) : NaN;
      if (sample >= 0 && sample <= 1) return sample;
      ctx.addIssue({ code: "custom", message: SAMPLE_RULE });
      return z.NEVER;
    }),
    PHOTO_STORE: z
      .enum(PHOTO_STORES, { error: `must be one of ${PHOTO_STORES.join(", ")}` })
      .default("disk"),
    S3_ENDPOINT: urlWithProtocol(["http:", "https:"], "an http:// or https:// URL"),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    PAYMENT_PROVIDER: z
      .enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(", ")}` })
      .default("simulated"),
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(value),
      { message: "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)" },
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine(
      (value) => value === undefined || /^whsec_[A-Za-z0-9+/=_-]+$/.test(value),
      { message: "must be a webhook signing secret (whsec_…)" },
    ),
    STRIPE_API_URL: urlWithProtocol(["http:", "https:"], "an http:// or https:// URL"),
    PAYMENT_WINDOW: isoDuration(DEFAULT_PAYMENT_WINDOW),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME === undefined ? "ADMIN_USERNAME" : "ADMIN_PASSWORD"],
        message: "must be set together with the other admin credential",
      });
    }
    const requiredWhen = (names: readonly (keyof typeof env)[], when: string) => {
      for (const name of names) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: "custom", path: [name], message: `must be set when ${when}` });
        }
      }
    };
    if (env.PHOTO_STORE === "s3") requiredWhen(S3_REQUIRED, "PHOTO_STORE is s3");
    if (env.PAYMENT_PROVIDER === "stripe")
      requiredWhen(STRIPE_REQUIRED, "PAYMENT_PROVIDER is stripe");
  });

/** Every environment variable the server reads (the README's configuration table). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** CONTACT_EMAIL: where the web app's Contact page sends people; undefined publishes none. */
  contactEmail: string | undefined;
  admin: { username: string; password: string } | undefined;
  clerk: {
    publishableKey: string | undefined;
    jwtKey: string | undefined;
    /** CLERK_ISSUER: the `iss` every session token must carry; undefined checks none. */
    issuer: string | undefined;
  };
  platformFeePercent: number;
  /**
   * AUTO_RELEASE_AFTER in milliseconds: how long a DONE lead waits for its customer before
   * the platform approves it and releases the payment.
   */
  autoReleaseAfterMs: number;
  /** REVIEW_WINDOW in milliseconds: how long after approval a lead's parties may review each other. */
  reviewWindowMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client, by address or by
   * hop count; undefined trusts none, so every client is its socket's address.
   */
  trustProxy: { addresses: string[] } | { hops: number } | undefined;
  rateLimit: {
    /** RATE_LIMIT_ALLOWLIST: client addresses and ranges no rate limit applies to. */
    allowlist: string[];
    /** RATE_LIMIT_API_PER_MINUTE: API calls per client address and minute. */
    apiPerMinute: number;
    /**
     * REDIS_URL: the Redis every instance counts the per-address API limit in, so that
     * it holds across instances; undefined counts it in each instance's memory.
     */
    redisUrl: string | undefined;
  };
  metrics: {
    /** METRICS_ALLOWLIST: client addresses and ranges that may read /metrics. */
    allowlist: string[];
    /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere. */
    token: string | undefined;
  };
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement running longer. */
  databaseStatementTimeoutMs: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a query waits for a database connection. */
  databaseConnectTimeoutMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a graceful stop may take before it is forced. */
  shutdownTimeoutMs: number;
  /**
   * LIVE_STREAM_MAX_AGE_MS: how long one live stream (chat, list of leads) lasts before it
   * is cut; the client reconnects with its last event id and misses nothing.
   */
  liveStreamMaxAgeMs: number;
  /**
   * How the answers of the hot reads (job list, lead detail, chat poll) are checked against
   * their output schemas. sample: OUTPUT_CHECK_SAMPLE, the share checked (default 0.01
   * with NODE_ENV=production, else 1). A mismatch is logged as an error and counted in
   * /metrics (uplink_output_mismatch_total); it fails the call (500) only outside
   * production, where it is a defect to fix before release, not a user's bad luck.
   */
  outputCheck: { sample: number; failOnMismatch: boolean };
  /**
   * PHOTO_STORE: where uploaded photos are kept. disk: under `${dataDir}/photos`, for a
   * single instance; s3: in a bucket (the S3_* variables) that every instance shares.
   */
  photoStore: { kind: "disk" } | ({ kind: "s3" } & S3Settings);
  /**
   * PAYMENT_PROVIDER: simulated moves money inside the ledger only (test mode); stripe
   * charges customers and pays installers through Stripe Connect behind the ledger.
   */
  payments: PaymentSettings;
  /** PAYMENT_WINDOW in milliseconds: how long a customer has to pay an accepted job. */
  paymentWindowMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const raw = env[name];
        const shown = raw === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${raw}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const production = env.NODE_ENV === "production";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    clerk: {
      publishableKey: e.CLERK_PUBLISHABLE_KEY,
      jwtKey: e.CLERK_JWT_KEY,
      // Clerk writes `iss` without a trailing slash.
      issuer: e.CLERK_ISSUER?.replace(/\/+$/, ""),
    },
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    autoReleaseAfterMs: e.AUTO_RELEASE_AFTER,
    reviewWindowMs: e.REVIEW_WINDOW,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      allowlist: e.RATE_LIMIT_ALLOWLIST,
      apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
      redisUrl: e.REDIS_URL,
    },
    metrics: { allowlist: e.METRICS_ALLOWLIST, token: e.METRICS_TOKEN },
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    liveStreamMaxAgeMs: e.LIVE_STREAM_MAX_AGE_MS,
    outputCheck: {
      sample: e.OUTPUT_CHECK_SAMPLE ?? (production ? 0.01 : 1),
      failOnMismatch: !production,
    },
    photoStore: photoStoreSettings(e),
    payments: paymentSettings(e),
    paymentWindowMs: e.PAYMENT_WINDOW,
  };
}

function paymentSettings(e: z.infer<typeof envSchema>): PaymentSettings {
  if (e.PAYMENT_PROVIDER === "simulated") return { provider: "simulated" };
  if (e.STRIPE_SECRET_KEY === undefined || e.STRIPE_WEBHOOK_SECRET === undefined) {
    // The schema refuses PAYMENT_PROVIDER=stripe without them; this narrows their types.
    throw new Error("PAYMENT_PROVIDER=stripe without its STRIPE_* settings");
  }
  return {
    provider: "stripe",
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
  };
}

function photoStoreSettings(e: z.infer<typeof envSchema>): Config["photoStore"] {
  if (e.PHOTO_STORE === "disk") return { kind: "disk" };
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
  if (
    S3_ENDPOINT === undefined ||
    S3_BUCKET === undefined ||
    S3_REGION === undefined ||
    S3_ACCESS_KEY_ID === undefined ||
    S3_SECRET_ACCESS_KEY === undefined
  ) {
    // The schema refuses PHOTO_STORE=s3 without them; this narrows their types.
    throw new Error("PHOTO_STORE=s3 without its S3_* settings");
  }
  return {
    kind: "s3",
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
