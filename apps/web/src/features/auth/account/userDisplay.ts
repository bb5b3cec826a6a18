import { Role, type User } from "@uplink/domain";

/** How each role is named in the interface, e.g. in '{role} Account' (SPEC §2). */
export const ROLE_LABEL_KEYS = {
  [Role.CUSTOMER]: "account.roles.customer",
  [Role.INSTALLER]: "account.roles.installer",
  [Role.ADMINISTRATOR]: "account.roles.administrator",
} as const satisfies Record<Role, string>;

export function fullName(user: Pick<User, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The one letter of the user menu's avatar. */
export function initialOf(user: Pick<User, "firstName" | "lastName" | "email">): string {
  return (user.firstName || user.lastName || user.email).charAt(0).toUpperCase();
}

/** The account widget's initials, e.g. "JD" for Jane Doe. */
export function initialsOf(user: Pick<User, "firstName" | "lastName" | "email">): string {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return initials || initialOf(user);
}
