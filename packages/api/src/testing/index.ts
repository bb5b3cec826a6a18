/*
 * What the API's tests (and the server's, as @uplink/api/testing) build on: a test
 * database with the API's dependencies, signed-in callers, fixtures, mail, the ledger
 * and a query counter.
 */
export * from "./context";
export * from "./fixtures";
export * from "./ledger";
export * from "./mail";
export * from "./query-counter";
export * from "./random";
export * from "./smtp-peer";
export { blankPng, dataUrl, sceneJpeg, scenePng } from "../photos/test-images";
