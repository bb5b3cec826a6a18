import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { tr } from "./catalogue";
import { waitForLink } from "./mailbox";

/** The password of every account a journey signs up. */
export const PASSWORD = "a long passphrase";

/**
 * The server a journey talks to: the run's (the global setup's) unless a file started one
 * of its own with other settings (server-process.ts), whose pages then use its baseUrl.
 */
export interface Site {
  baseUrl: string;
  /** Its DATA_DIR, whose outbox holds the mails it sent. */
  dataDir: string;
}

export const RUN_SITE: Site = { baseUrl: inject("baseUrl"), dataDir: inject("dataDir") };

/**
 * The page's context may hold a session cookie, and the server refuses a state-changing
 * request carrying it from another origin: like the SPA's fetches, these calls name the site.
 */
const fromTheSite = (site: Site) => ({ origin: site.baseUrl });
let accounts = 0;

export type SignUpRole = "customer" | "installer";

export interface SignedUp {
  token: string;
  userId: string;
  email: string;
}

/** Who signs up; with a country (ISO code) their account and payouts are in it. */
export interface SignUpNames {
  firstName: string;
  lastName: string;
  country?: string;
}

const DEFAULT_NAMES: Record<SignUpRole, SignUpNames> = {
  customer: { firstName: "Clara", lastName: "Kunde" },
  installer: { firstName: "Ivo", lastName: "Monteur" },
};

/** A fresh address per account, so journeys never meet in the shared database. */
export function newEmail(who: string): string {
  accounts += 1;
  return `${who}.${Date.now()}.${accounts}@example.com`;
}

/** A city no other journey uses: the installers' dashboard lists every new job. */
export function uniqueCity(name: string): string {
  accounts += 1;
  return `${name}-${Date.now().toString(36)}${accounts}`;
}

/** Where the app keeps its session token (local storage). */
export const TOKEN_KEY = "auth_token";

/**
 * Stores `token` in `page` as after a sign-in: the next page of the app it opens starts
 * signed in. The page is left at a file of the site that loads no app (robots.txt), so
 * no screen is loaded only to reach the site's storage.
 */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto("/robots.txt");
  await storeToken(page, token);
}

/** Writes `token` where the app keeps its session, in the page's current origin. */
function storeToken(page: Page, token: string): Promise<void> {
  return page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: token,
  });
}

/**
 * Signs a new account up through the REST surface from the page's own context, so the
 * browser holds its session cookie (photos load with it) and, like the SPA, the token.
 */
export async function signUpInPage(
  page: Page,
  role: SignUpRole,
  names = DEFAULT_NAMES[role],
  site = RUN_SITE,
): Promise<SignedUp> {
  const email = newEmail(role);
  const response = await page.request.post("/api/auth/signup", {
    headers: fromTheSite(site),
    data: { ...names, email, password: PASSWORD, role },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await useToken(page, token);
  return { token, userId: user.id, email };
}

/** Signs a new account up through the REST surface, a quicker start for journeys about other screens. */
export async function signUpThroughApi(
  role: SignUpRole,
  names = DEFAULT_NAMES[role],
  email = newEmail(role),
): Promise<SignedUp> {
  const { token, user } = await callApi<{ token: string; user: { id: string } }>(
    undefined,
    "POST",
    "/auth/signup",
    { ...names, email, password: PASSWORD, role },
  );
  return { token, userId: user.id, email };
}

/** The administrator's sessions opened through the REST surface, one per site. */
const adminSessions = new Map<string, Promise<string>>();

/**
 * A session of the administrator the global setup configured, opened from outside the
 * browser once per site and shared by the journeys that only need the administrator's
 * say (approving an installer), so no browser holds the administrator's cookie.
 */
export function adminTokenThroughApi(site = RUN_SITE): Promise<string> {
  let session = adminSessions.get(site.baseUrl);
  if (!session) {
    session = (async () => {
      const login = await fetch(`${site.baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(inject("admin")),
      });
      const text = await login.text();
      expect(login.status, text).toBe(200);
      return (JSON.parse(text) as { token: string }).token;
    })();
    session.catch(() => adminSessions.delete(site.baseUrl));
    adminSessions.set(site.baseUrl, session);
  }
  return session;
}

/** A session of the administrator the global setup configured. */
export async function adminToken(page: Page, site = RUN_SITE): Promise<string> {
  const login = await page.request.post("/api/admin/login", {
    headers: fromTheSite(site),
    data: inject("admin"),
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * The administrator logs into /admin-panel with the panel's own form, as a person would,
 * finding it by the strings `t` gives (English unless told).
 */
export async function logIntoAdminPanel(
  page: Page,
  t: (key: string) => string = (key) => tr("en", key),
): Promise<void> {
  const admin = inject("admin");
  await page.goto("/admin-panel");
  await page.getByRole("heading", { level: 1, name: t("admin.panel.title") }).waitFor();
  await page.getByLabel(t("admin.panel.username")).fill(admin.username);
  await page.getByLabel(t("admin.panel.password"), { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: t("admin.panel.login") }).click();
  await page.getByText(t("admin.panel.accessGranted")).waitFor();
  await page.getByRole("heading", { name: t("admin.panel.pendingTitle") }).waitFor();
}

/**
 * An installer who may accept jobs: signed up, email verified through the link the
 * server mailed, and approved by the administrator through the admin REST paths. The
 * page holds the installer's session (cookie and token) and is left at robots.txt.
 */
export async function signUpApprovedInstaller(
  page: Page,
  names = DEFAULT_NAMES.installer,
  site = RUN_SITE,
): Promise<SignedUp> {
  const installer = await signUpInPage(page, "installer", names, site);
  const link = await waitForLink(site.dataDir, installer.email, "/verify-email");
  // The mail's link and the administrator's approval, from outside the browser: its
  // context keeps the installer's own session.
  const verified = await fetch(`${site.baseUrl}/api/verify-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: new URL(link, site.baseUrl).searchParams.get("token") }),
  });
  expect(verified.status, await verified.text()).toBe(200);
  const approved = await fetch(`${site.baseUrl}/api/admin/approve-installer/${installer.userId}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminTokenThroughApi(site)}` },
  });
  expect(approved.status, await approved.text()).toBe(200);
  // A session begun after the approval, as the installer signing in again would have.
  const signedIn = await page.request.post("/api/auth/signin", {
    headers: fromTheSite(site),
    data: { email: installer.email, password: PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  await storeToken(page, token);
  return { ...installer, token };
}

/** How many times a call the server was too busy to take is sent again. */
const RETRIES_WHEN_BUSY = 3;

/**
 * Calls a REST path under /api as `token` (none: anonymously), expecting success. A 503
 * with Retry-After (the server refused the call before starting on it, its event loop
 * lagging on a loaded machine) is sent again when the server says, as a client does.
 */
export async function callApi<T = { id: string }>(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  site = RUN_SITE,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${site.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token !== undefined && { Authorization: `Bearer ${token}` }),
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const retryAfter = response.headers.get("retry-after");
    if (response.status === 503 && retryAfter !== null && attempt < RETRIES_WHEN_BUSY) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
      continue;
    }
    const text = await response.clone().text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return response.json() as Promise<T>;
  }
}
