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

/** Listeners in this tab; `storage` events only reach the other tabs. */
const listeners = new Set<() => void>();

function notifyListeners() {
  for (const listener of listeners) listener();
}

/** Keeps the token of a successful sign-in, sign-up or hosted sign-in. */
export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the cached user does.
  }
  notifyListeners();
}

/** Forgets the token: sign-out, or a token the server no longer accepts. */
export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  notifyListeners();
}

/** The bearer header every call carries while a token is stored (SPEC §7). */
export function authHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Notifies `onChange` when this tab or another one signs in or out; in other
 * tabs a `null` key means the whole storage was cleared.
 */
export function subscribeToAuthToken(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", listener);
  listeners.add(onChange);
  return () => {
    window.removeEventListener("storage", listener);
    listeners.delete(onChange);
  };
}
