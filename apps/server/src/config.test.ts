import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, "/srv/uplink");
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("configuration was accepted");
}

describe("configuration", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({}, "/srv/uplink");
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: "/srv/uplink/data",
      publicUrl: "http://localhost:3000",
      smtpUrl: undefined,
      mailFrom: "Uplink <no-reply@localhost>",
      contactEmail: undefined,
      admin: undefined,
      platformFeePercent: 10,
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATABASE_URL: "postgres://u:p@db:5432/uplink",
        DATA_DIR: "/var/lib/uplink",
        PUBLIC_URL: "https://uplink.example/",
        SMTP_URL: "smtp://user:pass@mail:587",
        MAIL_FROM: "Uplink <hello@uplink.example>",
        CONTACT_EMAIL: "support@uplink.example",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD: "correct horse",
        PLATFORM_FEE_PERCENT: "12.5",
        LOG_LEVEL: "warn",
      },
      "/srv/uplink",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://u:p@db:5432/uplink",
      dataDir: "/var/lib/uplink",
      publicUrl: "https://uplink.example",
      smtpUrl: "smtp://user:pass@mail:587",
      contactEmail: "support@uplink.example",
      admin: { username: "admin", password: "correct horse" },
      platformFeePercent: 12.5,
      logLevel: "warn",
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }, "/x")).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it("names the variable and the value it rejected", () => {
    expect(problemsOf({ PORT: "eighty" })).toEqual([
      'PORT must be a whole number between 0 and 65535 (got "eighty")',
    ]);
    expect(problemsOf({ PLATFORM_FEE_PERCENT: "150" })[0]).toMatch(/^PLATFORM_FEE_PERCENT /);
    expect(problemsOf({ LOG_LEVEL: "loud" })[0]).toMatch(/^LOG_LEVEL must be one of/);
    expect(problemsOf({ PUBLIC_URL: "uplink.example" })[0]).toMatch(/^PUBLIC_URL must be/);
    expect(problemsOf({ CONTACT_EMAIL: "support at uplink" })).toEqual([
      'CONTACT_EMAIL must be an email address (got "support at uplink")',
    ]);
  });

  it("never echoes a secret it rejected", () => {
    const [problem] = problemsOf({ DATABASE_URL: "mysql://root:hunter2@db/uplink" });
    expect(problem).toMatch(/^DATABASE_URL must be a postgres:\/\//);
    expect(problem).not.toContain("hunter2");
    const [adminProblem] = problemsOf({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "short" });
    expect(adminProblem).toBe("ADMIN_PASSWORD must be at least 8 characters");
  });

  it("accepts a platform fee the ledger can apply: 0 to 100 with at most two decimals", () => {
    for (const [raw, percent] of [
      ["0", 0],
      ["7.12", 7.12],
      ["7.5", 7.5],
      [" 12.34 ", 12.34],
      ["100", 100],
      ["100.00", 100],
    ] as const) {
      expect(loadConfig({ PLATFORM_FEE_PERCENT: raw }, "/x").platformFeePercent).toBe(percent);
    }
  });

  it.each(["7.125", "0.001", "100.01", "101", "-1", "1e1", "0x10", "7,5", "7.", ".5", "ten"])(
    "refuses PLATFORM_FEE_PERCENT=%s at start-up, naming the variable",
    (raw) => {
      expect(problemsOf({ PLATFORM_FEE_PERCENT: raw })).toEqual([
        `PLATFORM_FEE_PERCENT must be a number between 0 and 100 with at most two decimals (got "${raw}")`,
      ]);
    },
  );

  it("reads CLERK_ISSUER as the issuer to pin, and leaves it unchecked when unset", () => {
    expect(loadConfig({}, "/x").clerk.issuer).toBeUndefined();
    expect(
      loadConfig({ CLERK_ISSUER: " https://clerk.uplink.example/ " }, "/x").clerk,
    ).toMatchObject({ issuer: "https://clerk.uplink.example" });
  });

  it.each(["clerk.uplink.example", "http://clerk.uplink.example", "https://", "not a url"])(
    "refuses CLERK_ISSUER=%s at start-up, naming the variable",
    (raw) => {
      expect(problemsOf({ CLERK_ISSUER: raw })).toEqual([
        `CLERK_ISSUER must be an https:// URL (the Clerk Frontend API URL) (got "${raw}")`,
      ]);
    },
  );

  it("trusts no proxy and allowlists nobody by default, with 600 API calls a minute", () => {
    expect(loadConfig({}, "/x")).toMatchObject({
      trustProxy: undefined,
      rateLimit: { allowlist: [], apiPerMinute: 600 },
    });
  });

  it("reads TRUST_PROXY as addresses and ranges, or as a hop count", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }, "/x").trustProxy).toEqual({
      addresses: ["127.0.0.1"],
    });
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.0/8, fd00::/8 ,::1" }, "/x").trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "fd00::/8", "::1"],
    });
    expect(loadConfig({ TRUST_PROXY: "2" }, "/x").trustProxy).toEqual({ hops: 2 });
  });

  it("reads RATE_LIMIT_ALLOWLIST and RATE_LIMIT_API_PER_MINUTE", () => {
    const config = loadConfig(
      { RATE_LIMIT_ALLOWLIST: "192.0.2.10, 198.51.100.0/24", RATE_LIMIT_API_PER_MINUTE: "1200" },
      "/x",
    );
    expect(config.rateLimit).toEqual({
      allowlist: ["192.0.2.10", "198.51.100.0/24"],
      apiPerMinute: 1200,
    });
  });

  it.each([
    ["0", ""],
    ["true", ': "true" is not an IP address or CIDR range'],
    ["10.0.0.0/33", ': "10.0.0.0/33" has a prefix length outside 0–32'],
    ["10.0.0.1, proxy.internal", ': "proxy.internal" is not an IP address or CIDR range'],
    [",", ""],
  ])("refuses TRUST_PROXY=%s at start-up, naming the variable", (raw, problem) => {
    expect(problemsOf({ TRUST_PROXY: raw })).toEqual([
      `TRUST_PROXY must be a comma list of IP addresses and CIDR ranges, or a hop count of at least 1${problem} (got "${raw}")`,
    ]);
  });

  it.each([
    ["10.0.0.0/8/8", '"10.0.0.0/8/8" is not an IP address or CIDR range'],
    ["::1/129", '"::1/129" has a prefix length outside 0–128'],
    ["office", '"office" is not an IP address or CIDR range'],
  ])("refuses RATE_LIMIT_ALLOWLIST=%s at start-up, naming the variable", (raw, problem) => {
    expect(problemsOf({ RATE_LIMIT_ALLOWLIST: raw })).toEqual([
      `RATE_LIMIT_ALLOWLIST must be a comma list of IP addresses and CIDR ranges: ${problem} (got "${raw}")`,
    ]);
  });

  it("counts the API limit in memory without REDIS_URL, and in the Redis it names with it", () => {
    expect(loadConfig({}, "/x").rateLimit.redisUrl).toBeUndefined();
    for (const url of ["redis://127.0.0.1:6379", "rediss://:secret@cache.internal:6380/2"]) {
      expect(loadConfig({ REDIS_URL: ` ${url} ` }, "/x").rateLimit.redisUrl).toBe(url);
    }
  });

  it.each(["127.0.0.1:6379", "http://cache:6379", "memcached://user:hunter2@cache"])(
    "refuses REDIS_URL=%s at start-up, naming the variable without echoing it",
    (raw) => {
      expect(problemsOf({ REDIS_URL: raw })).toEqual([
        "REDIS_URL must be a redis:// or rediss:// URL",
      ]);
    },
  );

  it.each(["0", "-5", "1.5", "lots", "1000001"])(
    "refuses RATE_LIMIT_API_PER_MINUTE=%s at start-up, naming the variable",
    (raw) => {
      expect(problemsOf({ RATE_LIMIT_API_PER_MINUTE: raw })).toEqual([
        `RATE_LIMIT_API_PER_MINUTE must be a whole number from 1 to 1000000 (got "${raw}")`,
      ]);
    },
  );

  it("holds statements to 15 s, connections to 10 s and a graceful stop to 10 s by default", () => {
    expect(loadConfig({}, "/srv/uplink")).toMatchObject({
      databaseStatementTimeoutMs: 15_000,
      databaseConnectTimeoutMs: 10_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it("reads DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS and LIVE_STREAM_MAX_AGE_MS", () => {
    const config = loadConfig(
      {
        DATABASE_STATEMENT_TIMEOUT_MS: "30000",
        DATABASE_CONNECT_TIMEOUT_MS: " 2500 ",
        SHUTDOWN_TIMEOUT_MS: "3600000",
        LIVE_STREAM_MAX_AGE_MS: "600000",
      },
      "/srv/uplink",
    );
    expect(config).toMatchObject({
      databaseStatementTimeoutMs: 30_000,
      databaseConnectTimeoutMs: 2_500,
      shutdownTimeoutMs: 3_600_000,
      liveStreamMaxAgeMs: 600_000,
    });
  });

  it("lets a live stream last 30 minutes unless LIVE_STREAM_MAX_AGE_MS says otherwise", () => {
    expect(loadConfig({}, "/srv/uplink").liveStreamMaxAgeMs).toBe(1_800_000);
  });

  it.each([
    "DATABASE_STATEMENT_TIMEOUT_MS",
    "DATABASE_CONNECT_TIMEOUT_MS",
    "SHUTDOWN_TIMEOUT_MS",
    "LIVE_STREAM_MAX_AGE_MS",
  ])(
    "refuses a %s that is not a whole number of milliseconds from 1 to an hour, naming it",
    (name) => {
      for (const raw of ["0", "-1", "1.5", "15s", "3600001"]) {
        expect(problemsOf({ [name]: raw })).toEqual([
          `${name} must be a whole number of milliseconds from 1 to 3600000 (got "${raw}")`,
        ]);
      }
    },
  );

  it("checks 1 in 100 hot answers in production and every one elsewhere, unless OUTPUT_CHECK_SAMPLE says otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).outputCheck).toEqual({
      sample: 0.01,
      failOnMismatch: false,
    });
    expect(loadConfig({}).outputCheck).toEqual({ sample: 1, failOnMismatch: true });
    expect(loadConfig({ NODE_ENV: "test" }).outputCheck).toEqual({
      sample: 1,
      failOnMismatch: true,
    });
    const sample = (value: string) =>
      loadConfig({ NODE_ENV: "production", OUTPUT_CHECK_SAMPLE: value }).outputCheck.sample;
    expect(sample("1")).toBe(1);
    expect(sample(" 0 ")).toBe(0);
    expect(sample("0.25")).toBe(0.25);
    expect(sample(".001")).toBe(0.001);
    expect(sample("")).toBe(0.01);
  });

  it("refuses an OUTPUT_CHECK_SAMPLE that is not a share from 0 to 1, naming it", () => {
    for (const raw of ["1.5", "-0.1", "2", "1%", "0,5", "1e-2", "all"]) {
      expect(problemsOf({ OUTPUT_CHECK_SAMPLE: raw })).toEqual([
        `OUTPUT_CHECK_SAMPLE must be a number from 0 to 1 (the share of answers checked, e.g. 0.01) (got "${raw}")`,
      ]);
    }
  });

  it("releases a DONE lead's payment after 14 days (P14D) unless AUTO_RELEASE_AFTER says otherwise", () => {
    expect(loadConfig({}, "/srv/uplink").autoReleaseAfterMs).toBe(14 * 24 * 60 * 60 * 1000);
    const after = (value: string) =>
      loadConfig({ AUTO_RELEASE_AFTER: value }, "/srv/uplink").autoReleaseAfterMs;
    expect(after("PT3S")).toBe(3_000);
    expect(after(" P1DT12H ")).toBe(36 * 60 * 60 * 1000);
    expect(after("P2W")).toBe(14 * 24 * 60 * 60 * 1000);
    expect(after("PT0.5S")).toBe(500);
  });

  it("refuses an AUTO_RELEASE_AFTER that is not a positive ISO-8601 duration, saying why", () => {
    const rule =
      "AUTO_RELEASE_AFTER must be an ISO-8601 duration in weeks, days, hours, minutes or seconds, longer than zero (e.g. P14D, P1DT12H, PT3S)";
    expect(problemsOf({ AUTO_RELEASE_AFTER: "14 days" })).toEqual([
      `${rule}: it must start with "P" (got "14 days")`,
    ]);
    expect(problemsOf({ AUTO_RELEASE_AFTER: "P0D" })).toEqual([
      `${rule}: it must be longer than zero (got "P0D")`,
    ]);
    expect(problemsOf({ AUTO_RELEASE_AFTER: "P1M" })).toEqual([
      `${rule}: it names years or months, which have no fixed length: use days (e.g. P30D) (got "P1M")`,
    ]);
    for (const raw of ["PT", "P1D2D", "PT-3S", "P14", "PT1.5M", `P${"9".repeat(50)}D`]) {
      expect(problemsOf({ AUTO_RELEASE_AFTER: raw })[0]).toMatch(/^AUTO_RELEASE_AFTER must be/);
    }
  });

  it("lets a lead's parties review each other for 14 days (P14D) unless REVIEW_WINDOW says otherwise", () => {
    expect(loadConfig({}, "/srv/uplink").reviewWindowMs).toBe(14 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ REVIEW_WINDOW: "PT5S" }, "/srv/uplink").reviewWindowMs).toBe(5_000);
    expect(problemsOf({ REVIEW_WINDOW: "two weeks" })[0]).toMatch(
      /^REVIEW_WINDOW must be an ISO-8601 duration/,
    );
    expect(problemsOf({ REVIEW_WINDOW: "P0D" })[0]).toMatch(/^REVIEW_WINDOW must be/);
  });

  it("requires both admin credentials or neither", () => {
    expect(problemsOf({ ADMIN_USERNAME: "admin" })).toEqual([
      "ADMIN_PASSWORD must be set together with the other admin credential",
    ]);
  });

  describe("the photo store", () => {
    const s3 = {
      PHOTO_STORE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "uplink-photos",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "uplink",
      S3_SECRET_ACCESS_KEY: "a secret of the bucket",
    };

    it("keeps photos on disk, under DATA_DIR, unless told otherwise", () => {
      expect(loadConfig({}, "/x").photoStore).toEqual({ kind: "disk" });
      expect(loadConfig({ PHOTO_STORE: "disk", S3_BUCKET: "unused" }, "/x").photoStore).toEqual({
        kind: "disk",
      });
    });

    it("reads PHOTO_STORE=s3 with its bucket's settings", () => {
      expect(loadConfig(s3, "/x").photoStore).toEqual({
        kind: "s3",
        endpoint: "http://minio:9000",
        bucket: "uplink-photos",
        region: "eu-central-1",
        accessKeyId: "uplink",
        secretAccessKey: "a secret of the bucket",
        forcePathStyle: false,
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "true" }, "/x").photoStore).toMatchObject({
        forcePathStyle: true,
      });
    });

    it("refuses PHOTO_STORE=s3 without any of the S3 settings, naming each", () => {
      expect(problemsOf({ PHOTO_STORE: "s3" })).toEqual(
        ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].map(
          (name) => `${name} must be set when PHOTO_STORE is s3`,
        ),
      );
      expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: " " })).toEqual([
        "S3_SECRET_ACCESS_KEY must be set when PHOTO_STORE is s3",
      ]);
    });

    it("refuses an unknown store, an endpoint that is no http(s) URL and a path style that is no boolean", () => {
      expect(problemsOf({ PHOTO_STORE: "ftp" })).toEqual([
        'PHOTO_STORE must be one of disk, s3 (got "ftp")',
      ]);
      expect(problemsOf({ ...s3, S3_ENDPOINT: "minio:9000" })).toEqual([
        'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
      ]);
      expect(problemsOf({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toEqual([
        'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
      ]);
    });
  });
  describe("the payment provider", () => {
    const stripe = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_51AbCdEfGhIjKlMn",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
    };

    it("simulates payments inside the ledger, with two days to pay, unless told otherwise", () => {
      const config = loadConfig({}, "/x");
      expect(config.payments).toEqual({ provider: "simulated" });
      expect(config.paymentWindowMs).toBe(2 * 24 * 3600 * 1000);
      expect(loadConfig({ PAYMENT_WINDOW: "PT36H" }, "/x").paymentWindowMs).toBe(36 * 3600 * 1000);
    });

    it("reads PAYMENT_PROVIDER=stripe with its keys and an optional API URL", () => {
      expect(loadConfig(stripe, "/x").payments).toEqual({
        provider: "stripe",
        secretKey: "sk_test_51AbCdEfGhIjKlMn",
        webhookSecret: "whsec_0123456789abcdef",
        apiUrl: undefined,
      });
      const local = loadConfig({ ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }, "/x");
      expect(local.payments).toMatchObject({ apiUrl: "http://127.0.0.1:12111" });
    });

    it("refuses PAYMENT_PROVIDER=stripe without its keys, naming each", () => {
      expect(problemsOf({ PAYMENT_PROVIDER: "stripe" })).toEqual([
        "STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe",
        "STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe",
      ]);
    });

    it("refuses malformed payment settings without echoing a secret", () => {
      expect(problemsOf({ PAYMENT_PROVIDER: "paypal" })).toEqual([
        'PAYMENT_PROVIDER must be one of simulated, stripe (got "paypal")',
      ]);
      const [keyProblem] = problemsOf({ ...stripe, STRIPE_SECRET_KEY: "pk_live_hunter2" });
      expect(keyProblem).toMatch(/^STRIPE_SECRET_KEY must be a Stripe secret key/);
      expect(keyProblem).not.toContain("hunter2");
      const [hookProblem] = problemsOf({ ...stripe, STRIPE_WEBHOOK_SECRET: "hunter2" });
      expect(hookProblem).toMatch(/^STRIPE_WEBHOOK_SECRET must be a webhook signing secret/);
      expect(hookProblem).not.toContain("hunter2");
      expect(problemsOf({ ...stripe, STRIPE_API_URL: "127.0.0.1:12111" })).toEqual([
        'STRIPE_API_URL must be an http:// or https:// URL (got "127.0.0.1:12111")',
      ]);
      expect(problemsOf({ PAYMENT_WINDOW: "2 days" })[0]).toMatch(
        /^PAYMENT_WINDOW must be an ISO-8601 duration/,
      );
    });
  });
});
