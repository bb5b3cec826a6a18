import { authHeaders } from "./authToken";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-success HTTP response; the message has the SPEC §8 form `404: not found`. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Throws an {@link ApiError} whose message is the status and the body text, or the status text when the body is empty. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  throw new ApiError(res.status, `${res.status}: ${bodyText || res.statusText}`);
}

export interface ApiRequestOptions {
  /** Extra headers, e.g. `X-Confirm-Password`; they override the stored bearer header. */
  headers?: Record<string, string>;
}

/**
 * One call to the REST surface (SPEC §7): credentials always included, a JSON
 * body with its content type only when `data` is given, the bearer header when
 * a token is stored. Resolves with the successful response.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: "include" };
  if (data !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}
