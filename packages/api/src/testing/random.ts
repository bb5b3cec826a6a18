import type { Role } from "@uplink/domain";

let serial = 0;

/**
 * An email address and a name no other test user of this process has. The serial keeps
 * users of one test file apart; the clock keeps apart files that share a database.
 */
export function uniquePerson(role: Role): { email: string; firstName: string; lastName: string } {
  serial += 1;
  return {
    email: `${role}${serial}-${Date.now()}@example.test`,
    firstName: `First${serial}`,
    lastName: `Last${serial}`,
  };
}
