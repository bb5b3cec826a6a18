import { describe, expect, it } from "vitest";
import {
  clerkFrontendApiOrigin,
  contentSecurityPolicy,
} from "./plugins/security/content-security-policy";

const key = (host: string) => `pk_test_${Buffer.from(`${host}$`).toString("base64")}`;

describe("content security policy", () => {
  it("allows only our own origin for scripts without hosted sign-in", () => {
    const policy = contentSecurityPolicy({ clerkPublishableKey: undefined, https: false });
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.connectSrc).toEqual(["'self'"]);
    expect(policy.upgradeInsecureRequests).toBeUndefined();
  });

  it("adds the Clerk instance's Frontend API when a publishable key is configured", () => {
    const policy = contentSecurityPolicy({
      clerkPublishableKey: key("happy-otter-12.clerk.accounts.dev"),
      https: true,
    });
    expect(policy.scriptSrc).toContain("https://happy-otter-12.clerk.accounts.dev");
    expect(policy.connectSrc).toContain("https://happy-otter-12.clerk.accounts.dev");
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy.upgradeInsecureRequests).toEqual([]);
  });

  it("reads the host from live and test keys and ignores malformed ones", () => {
    expect(clerkFrontendApiOrigin(key("clerk.uplink.example"))).toBe(
      "https://clerk.uplink.example",
    );
    expect(
      clerkFrontendApiOrigin(key("clerk.uplink.example").replace("pk_test_", "pk_live_")),
    ).toBe("https://clerk.uplink.example");
    expect(clerkFrontendApiOrigin("pk_test_bm90LWEtaG9zdA==")).toBeNull();
    expect(clerkFrontendApiOrigin(key("evil.example; script-src *"))).toBeNull();
    expect(clerkFrontendApiOrigin("sk_test_abc")).toBeNull();
  });
});
