export { startStripeServer, type RecordedCall, type TestStripeServer } from "./stripe-server";
export type { StripeObject } from "./objects";
