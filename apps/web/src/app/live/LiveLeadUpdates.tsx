import { Suspense } from "react";
import { useAuth } from "../../features/auth/session/useAuth";
import { LoadBoundary } from "../runtime/LoadBoundary";
import { lazyWithRuntime } from "../runtime/lazyWithRuntime";

const LeadChangesSubscription = lazyWithRuntime(
  async () => (await import("./LeadChangesSubscription")).LeadChangesSubscription,
);

/**
 * Lead changes shown without a reload, on every screen of a signed-in person: mounted
 * once in the app shell, one stream per person (a new one when someone else signs in).
 * Its code stays out of the landing route's bundle.
 */
export function LiveLeadUpdates() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    // Without its code the screens still show their leads, only not live: nothing to say.
    <LoadBoundary onError={() => {}}>
      <Suspense fallback={null}>
        <LeadChangesSubscription key={user.id} user={user} />
      </Suspense>
    </LoadBoundary>
  );
}
