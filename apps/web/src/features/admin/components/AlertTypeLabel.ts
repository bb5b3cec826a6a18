import type { AlertType } from "@uplink/domain";

/** The words for each alert type. */
export const ALERT_TYPE_KEYS = {
  leak_detection: "admin.alertType.leakDetection",
  refund_credit: "admin.alertType.refundCredit",
  other: "admin.alertType.other",
  payment_dispute: "admin.alertType.paymentDispute",
} as const satisfies Record<AlertType, string>;
