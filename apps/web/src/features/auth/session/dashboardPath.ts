import { DASHBOARD_PATH_BY_ROLE, Role } from "@uplink/domain";
import { paths } from "../../../app/paths";

/** The shared dashboard under the path each role knows (SPEC §2/§9); other roles use /dashboard. */
export function dashboardPathFor(role: Role): string {
  return role === Role.INSTALLER
    ? DASHBOARD_PATH_BY_ROLE.installer
    : DASHBOARD_PATH_BY_ROLE.customer;
}

/** Where a signed-in person lands from /signin: their dashboard, or the admin dashboard for administrators. */
export function homePathFor(role: Role): string {
  return role === Role.ADMINISTRATOR ? paths.adminDashboard : dashboardPathFor(role);
}
