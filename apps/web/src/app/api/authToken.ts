import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";

/**
 * The session token kept in local storage (SPEC §3). Storage can be unavailable
 * (disabled by the browser or a privacy mode); that simply means signed out.
 */
export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The bearer header every call carries while a token is stored (SPEC §7). */
export function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Notifies `onChange` when another tab signs in or out; `storage` events fire
 * only in the other tabs, and a `null` key means the whole storage was cleared.
 */
export function subscribeToAuthToken(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
