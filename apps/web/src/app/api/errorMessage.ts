import { ApiError } from "./apiRequest";

/**
 * The sentence to show a person for a failed call: the `message` of the
 * server's JSON error body (`{ code, message }`), or `fallback` when there is
 * none (network failure, empty or non-JSON body).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.message.slice(`${error.status}: `.length);
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      const { message } = parsed;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // Not JSON: a proxy's or the browser's page is no sentence for a person.
  }
  return fallback;
}
