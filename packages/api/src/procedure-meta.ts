import type { Role } from "@uplink/domain";
import type { OpenApiMeta } from "trpc-to-openapi";

/**
 * Who may call a procedure: a role, or anyone with a session. Set by the procedure bases
 * in trpc.ts beside the checks they make, so that the server can refuse a large body's
 * sender before reading it without a second list of who may call what.
 */
export type Callers = Role | "anyone signed in";

/** What the request body of a procedure may carry, declared where the procedure is. */
export interface BodyMeta {
  /**
   * `photos`: the input holds photos as data URLs, so the body may be as large as ten
   * photos (the server's photo limit), and it waits its turn in the line of photo bodies.
   * Any other procedure's body is held to the small limit.
   */
  body?: "photos";
  /** Each call is one photo check, counted against photoChecksPerUser before its body is read. */
  photoCheck?: true;
  /** Set by the procedure base (publicProcedure sets none: anyone may call). */
  callers?: Callers;
}

/** The metadata a procedure may carry: its REST path (trpc-to-openapi) and its body. */
export type AppMeta = OpenApiMeta & BodyMeta;

/** `.meta(photoBody)`: a procedure whose input carries photos. */
export const photoBody = { body: "photos" } as const satisfies BodyMeta;

/** `.meta(photoCheckBody)`: a procedure that checks the photos its input carries. */
export const photoCheckBody = { body: "photos", photoCheck: true } as const satisfies BodyMeta;
