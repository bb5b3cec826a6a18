/*
 * What trust where decisions are made (issue 25) says: the alert when contact details
 * are removed from an installer's bio, and "Invite to quote" — its refusal, its mail and
 * the notice the installer reads. A section of the catalogue of its own
 * (englishMessages.trust), translated in locales/trust.
 */
export const trustMessages = {
  bioLeakAlert: (installer: string): string =>
    `Contact details removed from the profile bio of ${installer}`,
  inviteNotNew: "An installer can be invited to quote only while the request is open.",
  alreadyInvited: "You have already invited this installer to quote on this request.",
  inviteMail: {
    subject: (title: string): string => `You are invited to quote: ${title}`,
    body: (customer: string, title: string): string =>
      `${customer} invites you to quote on their request "${title}". Accept it or make an offer as usual.`,
    action: "Open the request",
  },
  inviteNotice: (customer: string, title: string, url: string): string =>
    `${customer} invites you to quote on "${title}": ${url}`,
} as const;
