import {
  LEAD_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from "../constants";

/*
 * What reviews (issue 25) say: field messages, refusals, the mail that reveals a rating,
 * and the administrators' activity line. A section of the catalogue of its own
 * (englishMessages.reviews), translated in locales/reviews.
 */
export const reviewMessages = {
  ratingInvalid: "Please give a rating of 1 to 5 stars",
  textLength: `Please write between ${REVIEW_TEXT_MIN_LENGTH} and ${REVIEW_TEXT_MAX_LENGTH} characters`,
  replyRequired: "Please write a reply",
  replyTooLong: `The reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters`,
  hideReasonRequired: "Please say why the review is hidden",
  hideReasonTooLong: `The reason must be at most ${LEAD_REASON_MAX_LENGTH} characters`,
  notYetApproved: "This request can be reviewed once the customer has approved the work.",
  partiesOnly: "Only the customer and the installer of this request can review it.",
  alreadyReviewed: "You have already reviewed this request.",
  windowClosed: "The time to review this request has ended.",
  replyOwnOnly: "Only the installer a review is about can reply to it.",
  alreadyReplied: "You have already replied to this review.",
  revealedMail: {
    subject: (title: string): string => `Your review for ${title}`,
    body: (rating: number): string =>
      `The review of you for this job is now visible. You were rated ${rating} out of 5.`,
  },
  radiusRange: "The radius must be a whole number of kilometres from 0 to 500",
  unknownTown: (town: string): string =>
    `We could not find the town "${town}". Please check its spelling and country.`,
  hiddenActivity: (actor: string, reason: string): string => `${actor} hid a review: ${reason}`,
} as const;
