import type {
  Activity,
  AdminLead,
  AdminReview,
  AdminStats,
  AdminUser,
  Alert,
  PendingInstaller,
  Settlement,
} from "@uplink/domain";
import { aLead } from "../../../test/leads";
import { aUser, data, signedInAs, type ProcedureCall } from "../../../test/stubApi";

export const admin = aUser({
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  role: "administrator",
  firstName: "Uplink",
  lastName: "Administrator",
  email: "admin@uplink.test",
  emailVerified: true,
});

let ids = 0;
/** A fresh uuid-shaped id for each fixture row. */
function nextId(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, "0")}`;
}

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...aUser({ id: nextId() }), status: "NEW", ...overrides };
}

/** An installer awaiting review; no payout account unless `payoutVerification` is given. */
export function anInstaller(overrides: Partial<PendingInstaller> = {}): PendingInstaller {
  return {
    payoutVerification: null,
    ...anAdminUser({
      role: "installer",
      firstName: "Ivan",
      lastName: "Installer",
      email: "ivan@example.com",
      phone: "+49 151 2345678",
      verificationStatus: "ACCEPTED",
      status: "ACCEPTED",
      emailVerified: true,
    }),
    ...overrides,
  };
}

export function anAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: nextId(),
    type: "leak_detection",
    description: "Contact details removed from a chat message",
    isResolved: false,
    createdAt: "2026-03-04T10:00:00.000Z",
    details: null,
    ...overrides,
  };
}

/**
 * `admin.alerts` answering with `alerts()` as the server would: all of them, or only
 * the open (`resolved: "false"`) or resolved (`resolved: "true"`) ones.
 */
export function alertsAnswer(alerts: () => Alert[]) {
  return ({ input: { resolved } }: ProcedureCall<"admin.alerts">) =>
    data(
      resolved === undefined
        ? alerts()
        : alerts().filter((alert) => alert.isResolved === (resolved === "true")),
    );
}

export function anActivity(body: string): Activity {
  return { id: nextId(), body, createdAt: "2026-03-04T09:00:00.000Z" };
}

export function anAdminLead(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    ...aLead({ id: nextId() }),
    customer: { firstName: "Clara", lastName: "Kunde" },
    ...overrides,
  };
}

/** A split of €350: €200 to the installer, €150 back to the customer. */
export function aSettlement(overrides: Partial<Settlement> = {}): Settlement {
  return {
    outcome: "split",
    installerEuros: 200,
    refundedEuros: 150,
    note: "The dish works; the cable was left loose.",
    settledAt: "2026-03-05T12:00:00.000Z",
    ...overrides,
  };
}

/** A customer's revealed review of their installer, neither flagged nor hidden. */
export function anAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: nextId(),
    lead: { id: nextId(), title: "Starlink Installation in Munich" },
    author: { id: nextId(), name: "Clara Kunde", role: "customer" },
    subject: { id: nextId(), name: "Ivan Installer" },
    rating: 4,
    text: "Quick and clean work.",
    reply: null,
    flagged: false,
    revealed: true,
    createdAt: "2026-03-04T10:00:00.000Z",
    hidden: null,
    ...overrides,
  };
}

export const someStats: AdminStats = {
  totalUsers: 12,
  pendingInstallers: 3,
  activeLeads: 7,
  totalRevenue: 1234.5,
  totalLeads: 9,
  conversionRate: 22.2,
  activeInstallers: 4,
  leakDetections: 2,
};

type Routes = Parameters<typeof signedInAs>[1];

/** Signed in as the administrator, every admin list empty unless `routes` says otherwise. */
export function signedInAsAdmin(routes: Routes = {}) {
  return signedInAs(admin, {
    "admin.stats": () => data(someStats),
    "admin.alerts": () => data([]),
    "admin.recentActivities": () => data([]),
    "admin.users": () => data([]),
    "admin.leads": () => data([]),
    "admin.pendingInstallers": () => data([]),
    "admin.reviews": () => data([]),
    ...routes,
  });
}

/** The requests that asked anything of the admin API: an admin procedure (alone or in a batch) or path. */
export function adminRequests(api: ReturnType<typeof signedInAs>) {
  return api.requests.filter(
    ({ path }) =>
      path.startsWith("/api/admin") ||
      (path.startsWith("/trpc/") &&
        decodeURIComponent(path.slice("/trpc/".length))
          .split(",")
          .some((procedure) => procedure.startsWith("admin."))),
  );
}
