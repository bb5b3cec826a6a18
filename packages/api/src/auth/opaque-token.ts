import { hash, randomBytes } from "node:crypto";

/*
 * Sessions and mailed links both use opaque random tokens of which only a hash is
 * stored, so a leaked table cannot be replayed.
 */

/** 32 random bytes: an opaque 256-bit token, URL-safe. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256, hex; one-shot `hash` costs a third of createHash's on every request's lookup. */
export function hashOpaqueToken(token: string): string {
  return hash("sha256", token, "hex");
}
