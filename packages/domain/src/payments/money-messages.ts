/*
 * What the money that moves through the payment provider says (issue 24): the refusal
 * when the provider cannot be reached, the receipts and payout statements mailed, and the
 * administrators' alerts: the reconciliation, and a movement whose retries ran out. A section of the catalogue of its own
 * (englishMessages.money), translated in locales/money.
 */
export const moneyMessages = {
  providerUnavailable:
    "The payment service cannot be reached right now. Nothing was charged or changed; please try again in a few minutes.",
  reconciliationMismatch: (day: string, differences: number): string =>
    `The payments of ${day} do not match the payment provider's balance (differences: ${differences}). The alert's details list them.`,
  movementFailed: (kind: "transfer" | "refund", euros: number, title: string): string =>
    `The ${kind === "transfer" ? "transfer to the installer" : "refund to the customer"} of €${euros} for "${title}" failed after every retry. It stays requested and is sent again every 15 minutes; the alert's details give the last error.`,
  receipts: {
    paymentSubject: (title: string): string => `Receipt for your payment: ${title}`,
    paymentBody:
      "Thank you, we received your payment. It is held in escrow until you approve the finished work.",
    refundSubject: (title: string): string => `Receipt for your refund: ${title}`,
    refundBody:
      "Your payment was refunded to the card or account you paid with. Your bank may take a few days to show it.",
    payoutSubject: (title: string): string => `Payout statement: ${title}`,
    payoutBody: "Your share of this job was transferred to your payout account.",
    job: (title: string): string => `Job: ${title}`,
    amount: (amount: string): string => `Amount: ${amount}`,
    jobValue: (amount: string): string => `Your share before the fee: ${amount}`,
    fee: (amount: string): string => `Platform fee: ${amount}`,
    paidOut: (amount: string): string => `Transferred to you: ${amount}`,
    date: (date: string): string => `Date: ${date}`,
  },
} as const;
