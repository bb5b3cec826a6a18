import { Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { LoadBoundary } from "../../../app/runtime/LoadBoundary";
import { lazyWithRuntime } from "../../../app/runtime/lazyWithRuntime";
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
