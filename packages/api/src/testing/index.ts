/*
 * What the API's tests (and the server's, as @uplink/api/testing) build on: a test
 * database with the API's dependencies, signed-in callers, fixtures, mail, the ledger,
 * a query counter, an S3-protocol server and a Stripe-compatible one.
 */
export * from "./context";
export * from "./country-cases";
export * from "./fixtures";
export * from "./ledger";
export * from "./mail";
export * from "./query-counter";
export * from "./random";
export * from "./s3-server";
export * from "./smtp-peer";
export { blankPng, dataUrl, sceneJpeg, scenePng } from "./test-images";
export * from "./query-plans";
export * from "./stripe-server";
export * from "./stripe-test-api";
export * from "./paid-leads";
export * from "./reviews";
