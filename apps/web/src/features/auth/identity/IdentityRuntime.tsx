import { messages } from "@uplink/domain";
import { Component, lazy, Suspense, useCallback, useEffect, type ReactNode } from "react";
import { mentionsClerk } from "./clerkErrors";
import type { HostedSignInSlot, IdentityRuntimeReport } from "./identityPort";
import { registerIdentityProviderClient } from "./identityProviderClient";

// Clerk's React SDK is the bulk of hosted sign-in; it has a chunk of its own.
const ClerkRuntime = lazy(async () => ({ default: (await import("./ClerkRuntime")).ClerkRuntime }));

class IdentityErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface IdentityRuntimeProps {
  publishableKey: string;
  signInSlot: HostedSignInSlot | null;
  onReport: (report: IdentityRuntimeReport) => void;
  onDisable: () => void;
}

/**
 * Loads Clerk and watches it (SPEC §4, §8): a script error, or a failure to
 * start, that mentions Clerk logs 'Clerk error detected, disabling Clerk
 * features' and switches hosted sign-in off for the rest of the visit.
 */
export function IdentityRuntime({
  publishableKey,
  signInSlot,
  onReport,
  onDisable,
}: IdentityRuntimeProps) {
  const disable = useCallback(() => {
    console.error(messages.errors.clerkDisabled);
    registerIdentityProviderClient(null);
    onDisable();
  }, [onDisable]);

  useEffect(() => {
    const onScriptError = (event: ErrorEvent | PromiseRejectionEvent) => {
      if (mentionsClerk(event)) disable();
    };
    window.addEventListener("error", onScriptError);
    window.addEventListener("unhandledrejection", onScriptError);
    return () => {
      window.removeEventListener("error", onScriptError);
      window.removeEventListener("unhandledrejection", onScriptError);
    };
  }, [disable]);

  const onBoundaryError = useCallback(
    (error: unknown) => {
      if (error instanceof Error && /clerk/i.test(`${error.message} ${error.stack ?? ""}`)) {
        disable();
      } else {
        console.error("Hosted sign-in could not start", error);
        onReport({ status: "failed" });
      }
    },
    [disable, onReport],
  );

  return (
    <IdentityErrorBoundary onError={onBoundaryError}>
      <Suspense fallback={null}>
        <ClerkRuntime publishableKey={publishableKey} signInSlot={signInSlot} onReport={onReport} />
      </Suspense>
    </IdentityErrorBoundary>
  );
}
