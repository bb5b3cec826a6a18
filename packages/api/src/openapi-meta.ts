import type { OpenApiMeta, OpenApiMethod } from "trpc-to-openapi";

type OpenApiFields = NonNullable<OpenApiMeta["openapi"]>;

/** A procedure's metadata with its REST path: what `.meta()` takes. */
export type ProcedureMeta = OpenApiMeta & { openapi: OpenApiFields };

/** What every path of one area of the API shares in the OpenAPI document. */
export interface OpenApiArea {
  tags: string[];
  /** Whether the document lists the path as needing a session. */
  protect: boolean;
}

/** The rarer fields a path may add to its method, path, summary and description. */
export type MoreOpenApiFields = Pick<OpenApiFields, "requestHeaders">;

/** The metadata of one path of the area, answering `method`. */
export type DescribePath = (
  path: OpenApiFields["path"],
  summary: string,
  description?: string,
  more?: MoreOpenApiFields,
) => ProcedureMeta;

export interface OpenApiPaths {
  get: DescribePath;
  post: DescribePath;
  put: DescribePath;
  delete: DescribePath;
}

/**
 * The metadata of an area's REST paths, its tags and protection given once:
 * `.meta(adminApi.get("/admin/users", "Customers and installers", "…"))`.
 */
export function openApiFor({ tags, protect }: OpenApiArea): OpenApiPaths {
  const answering =
    (method: OpenApiMethod): DescribePath =>
    (path, summary, description, more) => ({
      openapi: {
        method,
        path,
        protect,
        tags,
        summary,
        ...(description === undefined ? {} : { description }),
        ...more,
      },
    });
  return {
    get: answering("GET"),
    post: answering("POST"),
    put: answering("PUT"),
    delete: answering("DELETE"),
  };
}
