/** The part of the server configuration the API layer reads. */
export interface ApiConfig {
  /** Base of links in emails, without a trailing slash. */
  publicUrl: string;
  clerkPublishableKey: string | null;
  /** PEM public key that Clerk session tokens are verified with; null disables hosted sign-in. */
  clerkJwtKey: string | null;
  /** CLERK_ISSUER: when set, a session token must name it as `iss`. */
  clerkIssuer: string | null;
  platformFeePercent: number;
  /** CONTACT_EMAIL: the address the web app's Contact page shows; null when none is published. */
  contactEmail: string | null;
  /**
   * AUTO_RELEASE_AFTER in milliseconds: a DONE lead its customer neither approves nor
   * sends back within this time is approved by the platform and its payment released.
   */
  autoReleaseAfterMs: number;
  /**
   * REVIEW_WINDOW in milliseconds: how long after its approval a lead's parties may review
   * each other; when it closes, a review written alone is revealed.
   */
  reviewWindowMs: number;
  /**
   * PAYMENT_WINDOW in milliseconds: how long after its acceptance a job's customer has to
   * pay it; unpaid after it, the job goes back to NEW.
   */
  paymentWindowMs: number;
  /** Session cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
}
