import type { Locale } from "@uplink/domain";
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { LoadBoundary } from "../../../app/runtime/LoadBoundary";
import { lazyWithRuntime } from "../../../app/runtime/lazyWithRuntime";
import { changeLocale, getLocaleState } from "../../../i18n/locale";
import { authStateOf, ME_PENDING, ME_UNREACHABLE, type MeSnapshot } from "./meSnapshot";
import { AuthContext, SIGNED_OUT, useAuthToken } from "./useAuth";

const MeQuery = lazyWithRuntime(async () => (await import("./MeQuery")).MeQuery);

/**
 * Provides `useAuth()`: signed out while no token is stored; otherwise what `me`
 * answers, checked by MeQuery, which loads with the app runtime only then. A visitor
 * without a session loads neither on the landing route.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const [me, setMe] = useState<MeSnapshot>(ME_PENDING);
  const unreachable = useCallback(() => setMe(ME_UNREACHABLE), []);
  const auth = useMemo(() => (token === null ? SIGNED_OUT : authStateOf(me)), [token, me]);
  useSavedLocale(auth.user?.locale ?? null);

  return (
    <AuthContext.Provider value={auth}>
      {children}
      {token !== null && (
        <LoadBoundary onError={unreachable}>
          <Suspense fallback={null}>
            <MeQuery onChange={setMe} />
          </Suspense>
        </LoadBoundary>
      )}
    </AuthContext.Provider>
  );
}

/**
 * The signed-in person's saved language wins over this browser's: the app switches to it
 * when `me` (or a sign-in) brings it, and keeps it here for the next visit. Null: the
 * person has not chosen, and the browser's choice stays.
 */
function useSavedLocale(saved: Locale | null) {
  useEffect(() => {
    if (saved === null || saved === getLocaleState().requested) return;
    changeLocale(saved, "account").catch((error: unknown) => {
      console.warn(`The saved language ${saved} could not load`, error);
    });
  }, [saved]);
}
