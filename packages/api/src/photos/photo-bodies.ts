import type { AnyTRPCRouter } from "@trpc/server";
import type { OpenApiMethod } from "trpc-to-openapi";
import type { AppMeta, Callers } from "../procedure-meta";

/** A procedure whose request body may carry photos (`.meta(photoBody)`), as the server needs it. */
export interface PhotoBodyProcedure {
  /** Its dotted path in the router (`leads.create`): what a tRPC URL names. */
  path: string;
  /** Who may send it a body: the role its base requires, or anyone signed in. */
  callers: Callers;
  /** Each call is one photo check (`.meta(photoCheckBody)`). */
  photoCheck: boolean;
  /** Its REST method and path below the REST base (`/workflow/leads/{id}`), if it has one. */
  rest?: { method: OpenApiMethod; path: string };
}

/**
 * The procedures of `router` that take photo bodies, read from their metadata, so the
 * server's body limits follow the procedures rather than a list of their paths. A
 * procedure any anonymous caller may reach cannot take them: its sender could not be
 * refused before a hundred megabytes are read, so such a router is refused here, when the
 * server starts.
 */
export function photoBodyProcedures(router: AnyTRPCRouter): PhotoBodyProcedure[] {
  const found: PhotoBodyProcedure[] = [];
  const procedures = router._def.procedures as Record<
    string,
    { _def: { type: string; meta?: AppMeta } }
  >;
  for (const [path, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta;
    if (meta?.body !== "photos") continue;
    if (meta.callers === undefined) {
      throw new Error(`${path} takes photo bodies, so it must require a session`);
    }
    const openapi = meta.openapi;
    const served = openapi !== undefined && openapi.enabled !== false;
    found.push({
      path,
      callers: meta.callers,
      photoCheck: meta.photoCheck === true,
      ...(served && procedure._def.type !== "subscription"
        ? { rest: { method: openapi.method, path: openapi.path } }
        : {}),
    });
  }
  return found;
}
