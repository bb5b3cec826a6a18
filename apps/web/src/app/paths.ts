/** Route paths of SPEC §2, for links and redirects. */
export const paths = {
  landing: "/",
  createLead: "/create-lead",
  jobForm: "/job-form",
  editLead: "/edit-lead/:id",
  dashboard: "/dashboard",
  installerDashboard: "/installer/dashboard",
  admin: "/admin",
  adminPanel: "/admin-panel",
  adminDashboard: "/admin-dashboard",
  verifyEmail: "/verify-email",
  linkAccount: "/link-account",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  clerkTest: "/clerk-test",
  howItWorks: "/how-it-works",
  pricing: "/pricing",
  help: "/help",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  findInstaller: "/installers",
  installerProfile: "/installers/:id",
} as const;

/** Every path that shows the one shared dashboard screen. */
export const DASHBOARD_PATHS = [
  paths.installerDashboard,
  "/installer-dashboard",
  "/workflow-dashboard",
  paths.dashboard,
] as const;
