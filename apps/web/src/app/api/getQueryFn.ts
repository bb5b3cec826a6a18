import type { QueryFunction } from "@tanstack/react-query";
import { throwIfResNotOk } from "./apiRequest";
import { authHeaders } from "./authToken";

/** What a query does with 401 Unauthorized: fail, or treat it as "no data" (e.g. the signed-out `me` call). */
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default data loader of SPEC §7: a GET to the query key's segments joined
 * with `/` (so `["/api/workflow/leads", id]` loads `/api/workflow/leads/<id>`),
 * with credentials and the bearer header, parsed as JSON.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), {
      credentials: "include",
      headers: authHeaders(),
    });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
