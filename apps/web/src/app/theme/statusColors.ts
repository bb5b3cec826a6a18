import type { MantineColor } from "@mantine/core";
import type { LeadStatus, VerificationStatus } from "@uplink/domain";

export type BadgeStatus = LeadStatus | VerificationStatus;

/** The one status colour map (UI.md) for lead and installer-verification badges. */
export const STATUS_COLORS = {
  NEW: "yellow",
  ACCEPTED: "blue",
  ON_SITE: "cyan",
  DONE: "violet",
  REVISION: "orange",
  APPROVED: "green",
  REJECTED: "red",
  CANCELLED: "gray",
  DISPUTED: "pink",
} as const satisfies Record<BadgeStatus, MantineColor>;
