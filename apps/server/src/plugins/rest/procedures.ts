import type { AnyTRPCRouter, TRPCProcedureType } from "@trpc/server";
import {
  forEachOpenApiProcedure,
  getPathRegExp,
  normalizePath,
  type OpenApiMethod,
  type OpenApiProcedure,
} from "trpc-to-openapi";

/** One procedure of the REST surface, as trpc-to-openapi's procedure cache holds it. */
export interface RestProcedure {
  /** The procedure's dotted path in the router, e.g. `leads.list`. */
  path: string;
  type: TRPCProcedureType;
  procedure: OpenApiProcedure;
  method: OpenApiMethod;
  /** The OpenAPI path below /api, e.g. `/workflow/leads/{id}`. */
  openApiPath: string;
  /** trpc-to-openapi's own matcher: case-insensitive, `[^/]+` per `{param}`, undecoded. */
  pattern: RegExp;
}

/** The procedure a method and path resolve to, with the path parameters as written. */
export interface Resolved {
  entry: RestProcedure;
  pathInput: Record<string, string>;
}

/**
 * Every REST procedure, per method in the router's order, resolved the way
 * trpc-to-openapi's createProcedureCache does it: the first pattern of the method that
 * matches wins (so `/workflow/leads/{id}` declared before a static sibling would take
 * it), whatever route Fastify chose. Subscriptions and `enabled: false` are left out.
 */
export class ProcedureTable {
  readonly entries: readonly RestProcedure[];
  private readonly byMethod = new Map<string, RestProcedure[]>();
  /** Entries no earlier entry of their method could take a path from. */
  private readonly unshadowed = new Set<RestProcedure>();

  constructor(router: AnyTRPCRouter) {
    const entries: RestProcedure[] = [];
    forEachOpenApiProcedure(
      router._def.procedures as never,
      ({ path, procedure, meta: { openapi } }) => {
        const type = procedure._def.type;
        if (type === "subscription") return;
        const openApiPath = normalizePath(openapi.path);
        const entry: RestProcedure = {
          path,
          type,
          procedure,
          method: openapi.method,
          openApiPath,
          pattern: getPathRegExp(openApiPath),
        };
        const sameMethod = this.byMethod.get(entry.method) ?? [];
        if (!sameMethod.some((earlier) => couldOverlap(earlier.openApiPath, openApiPath))) {
          this.unshadowed.add(entry);
        }
        sameMethod.push(entry);
        this.byMethod.set(entry.method, sameMethod);
        entries.push(entry);
      },
    );
    this.entries = entries;
  }

  /**
   * What trpc-to-openapi would call for this method and normalized path. `expected` is
   * the route Fastify chose: when no earlier pattern can overlap it and it matches, the
   * search stops there.
   */
  resolve(method: string, path: string, expected?: RestProcedure): Resolved | undefined {
    if (expected && this.unshadowed.has(expected)) {
      const match = expected.pattern.exec(path);
      if (match) return { entry: expected, pathInput: { ...match.groups } };
    }
    for (const entry of this.byMethod.get(method) ?? []) {
      const match = entry.pattern.exec(path);
      if (match) return { entry, pathInput: { ...match.groups } };
    }
    return undefined;
  }
}

/** A segment with a parameter in it matches more than its text. */
function isParameter(segment: string): boolean {
  return segment.includes("{");
}

/** Whether some path could match both patterns (segment counts equal, literals alike). */
export function couldOverlap(a: string, b: string): boolean {
  const left = a.split("/");
  const right = b.split("/");
  if (left.length !== right.length) return false;
  return left.every((segment, index) => {
    const other = right[index] ?? "";
    return (
      isParameter(segment) || isParameter(other) || segment.toLowerCase() === other.toLowerCase()
    );
  });
}

/** The Fastify route path of an OpenAPI path below /api: `{id}` becomes `:id`. */
export function fastifyPathOf(basePath: string, openApiPath: string): string {
  return `${basePath}${openApiPath.replace(/\{(.+?)\}/g, ":$1")}`;
}
