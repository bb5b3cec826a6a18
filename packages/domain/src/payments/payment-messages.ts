/*
 * What customers' payments (issue 24) say beyond the checkout: the mails of a failed
 * payment, of a lapsed payment window and of a payment refunded as it came too late, the
 * lead events of a job not paid yet, and the administrators' dispute alerts. A
 * section of the catalogue of its own (englishMessages.payments), translated in
 * locales/payments.
 */
export const paymentMessages = {
  failedMail: {
    subject: (title: string): string => `Your payment did not go through: ${title}`,
    body: "Your bank did not complete the payment for this job. The installer cannot start until it is paid: please open the request and pay again.",
  },
  windowLapsedMail: {
    subject: (title: string): string => `Job not paid in time: ${title}`,
    customerBody:
      "The job was not paid in time, so it is open again and other installers may accept it. Nothing was charged.",
    installerBody:
      "The customer did not pay this job in time, so it is no longer assigned to you and is open to other installers again.",
  },
  lateRefundMail: {
    subject: (title: string): string => `Your late payment is being refunded: ${title}`,
    body: "Your payment arrived after the job's payment window had closed and the job was open to other installers again, so it is being refunded in full to the card or account you paid with.",
    endedBody:
      "Your payment arrived after the job had been cancelled or given back by its installer, so nothing was due any more: it is being refunded in full to the card or account you paid with.",
  },
  /**
   * A lead event's chat line and mail with a provider's checkout (PAYMENT_PROVIDER
   * stripe), where the job is not paid yet: accepted and awaiting the customer's payment,
   * or ended before it was paid. The event's subject and activity line stay as they are.
   */
  unpaidLeadEvents: {
    accepted: {
      system:
        "An installer accepted this request. It awaits the customer's payment, which is then held in escrow.",
      body: "An installer accepted your installation request, and you can now chat with the installer. Please pay the price now: it is held in escrow until you approve the finished work.",
    },
    offerAccepted: {
      system:
        "The customer accepted the installer's offer. It awaits the customer's payment, which is then held in escrow.",
      body: "The customer accepted your offer, and you can now chat with them. They pay next: once their payment is held in escrow you can go on site, and it is released to you when they approve the finished work.",
    },
    cancelled: {
      system: "The customer cancelled this request before paying for it. Nothing was charged.",
      body: "The customer cancelled this installation request before paying for it, so you no longer need to go.",
    },
    withdrawn: {
      system:
        "The installer withdrew from this job before it was paid. Nothing was charged, and the request is open to other installers again.",
      body: "The installer who accepted your request has withdrawn from it. You had not paid yet, so nothing was charged, and your request is open again for other installers to accept.",
    },
  },
  disputeOpened: (euros: number, title: string, reason: string): string =>
    `The customer's bank disputes the €${euros} paid for "${title}" (${reason}); the release is paused until an administrator settles the job`,
  disputeClosed: (title: string, status: string): string =>
    `The bank's dispute of the payment for "${title}" was closed: ${status}`,
} as const;
