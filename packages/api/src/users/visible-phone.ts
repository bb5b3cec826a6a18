import { maskPhoneNumber, Role } from "@uplink/domain";

/**
 * A user's phone number as `viewer` may see it (ARCHITECTURE §4): in full to its owner
 * and administrators, masked (e.g. "+49 •••• ••• 67") to anyone else, so that nobody
 * can take a job off the platform by phone.
 */
export function visiblePhone(
  phone: string | null,
  ownerId: string,
  viewer: { id: string; role: string },
): string | null {
  if (phone === null) return null;
  if (viewer.id === ownerId || viewer.role === Role.ADMINISTRATOR) return phone;
  return maskPhoneNumber(phone);
}
