import type { ComponentType } from "react";
import { useRoutes, type RouteObject } from "react-router-dom";
import { LandingScreen } from "../features/landing/LandingScreen";
import { NotFoundScreen } from "../features/not-found/NotFoundScreen";
import { AppLayout } from "./layout/AppLayout";
import { DASHBOARD_PATHS, paths } from "./paths";
import { lazyWithRuntime } from "./runtime/lazyWithRuntime";

/** A screen loaded in its own chunk on first visit, with the app runtime, keeping the landing page's bundle small. */
function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M],
) {
  return lazyWithRuntime(async () => (await load())[name] as ComponentType);
}

const CreateLeadScreen = lazyScreen(
  () => import("../features/leads/CreateLeadScreen"),
  "CreateLeadScreen",
);
const EditLeadScreen = lazyScreen(
  () => import("../features/leads/EditLeadScreen"),
  "EditLeadScreen",
);
const DashboardScreen = lazyScreen(
  () => import("../features/leads/DashboardScreen"),
  "DashboardScreen",
);
const AdminConsoleScreen = lazyScreen(
  () => import("../features/admin/AdminConsoleScreen"),
  "AdminConsoleScreen",
);
const AdminPanelScreen = lazyScreen(
  () => import("../features/admin/AdminPanelScreen"),
  "AdminPanelScreen",
);
const AdminDashboardScreen = lazyScreen(
  () => import("../features/admin/AdminDashboardScreen"),
  "AdminDashboardScreen",
);
const VerifyEmailScreen = lazyScreen(
  () => import("../features/auth/VerifyEmailScreen"),
  "VerifyEmailScreen",
);
const LinkAccountScreen = lazyScreen(
  () => import("../features/auth/LinkAccountScreen"),
  "LinkAccountScreen",
);
const SignInScreen = lazyScreen(() => import("../features/auth/SignInScreen"), "SignInScreen");
const SignUpScreen = lazyScreen(() => import("../features/auth/SignUpScreen"), "SignUpScreen");
const ForgotPasswordScreen = lazyScreen(
  () => import("../features/auth/ForgotPasswordScreen"),
  "ForgotPasswordScreen",
);
const ResetPasswordScreen = lazyScreen(
  () => import("../features/auth/ResetPasswordScreen"),
  "ResetPasswordScreen",
);
const ClerkTestScreen = lazyScreen(
  () => import("../features/auth/ClerkTestScreen"),
  "ClerkTestScreen",
);
const HowItWorksScreen = lazyScreen(
  () => import("../features/info/HowItWorksScreen"),
  "HowItWorksScreen",
);
const PricingScreen = lazyScreen(() => import("../features/info/PricingScreen"), "PricingScreen");
const HelpScreen = lazyScreen(() => import("../features/info/HelpScreen"), "HelpScreen");
const PrivacyScreen = lazyScreen(() => import("../features/info/PrivacyScreen"), "PrivacyScreen");
const TermsScreen = lazyScreen(() => import("../features/info/TermsScreen"), "TermsScreen");
const ContactScreen = lazyScreen(() => import("../features/info/ContactScreen"), "ContactScreen");
const FindInstallerScreen = lazyScreen(
  () => import("../features/installers/FindInstallerScreen"),
  "FindInstallerScreen",
);
const InstallerProfileScreen = lazyScreen(
  () => import("../features/installers/InstallerProfileScreen"),
  "InstallerProfileScreen",
);

/** The route table of SPEC §2, and the information pages the landing footer links to. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.landing, element: <LandingScreen /> },
      { path: paths.jobForm, element: <CreateLeadScreen /> },
      { path: paths.createLead, element: <CreateLeadScreen /> },
      { path: paths.editLead, element: <EditLeadScreen /> },
      ...DASHBOARD_PATHS.map((path) => ({ path, element: <DashboardScreen /> })),
      { path: paths.admin, element: <AdminConsoleScreen /> },
      { path: paths.adminPanel, element: <AdminPanelScreen /> },
      { path: paths.adminDashboard, element: <AdminDashboardScreen /> },
      { path: paths.verifyEmail, element: <VerifyEmailScreen /> },
      { path: paths.linkAccount, element: <LinkAccountScreen /> },
      { path: paths.signIn, element: <SignInScreen /> },
      { path: paths.signUp, element: <SignUpScreen /> },
      { path: paths.forgotPassword, element: <ForgotPasswordScreen /> },
      { path: paths.resetPassword, element: <ResetPasswordScreen /> },
      { path: paths.clerkTest, element: <ClerkTestScreen /> },
      { path: paths.howItWorks, element: <HowItWorksScreen /> },
      { path: paths.pricing, element: <PricingScreen /> },
      { path: paths.help, element: <HelpScreen /> },
      { path: paths.privacy, element: <PrivacyScreen /> },
      { path: paths.terms, element: <TermsScreen /> },
      { path: paths.contact, element: <ContactScreen /> },
      { path: paths.findInstaller, element: <FindInstallerScreen /> },
      { path: paths.installerProfile, element: <InstallerProfileScreen /> },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];

/**
 * Declarative routing (`useRoutes` inside a `<BrowserRouter>`): the data-router
 * APIs would add ~16 KB gzip to every page for loaders and actions the app does
 * not use, since data is fetched with TanStack Query.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
