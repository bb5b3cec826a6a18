import { paths } from "../paths";

/** The header's audience links (SPEC §2), shown inline on wide screens and in the burger menu on phones. */
export const HEADER_LINKS = [
  { to: paths.landing, labelKey: "header.forCustomers" },
  { to: paths.dashboard, labelKey: "header.forInstallers" },
] as const;

/** Shown to administrators only (SPEC §2). */
export const ADMIN_HEADER_LINK = { to: paths.admin, labelKey: "header.admin" } as const;
