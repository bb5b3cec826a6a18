import {
  ClerkFailed,
  ClerkLoaded,
  ClerkProvider,
  SignIn,
  useAuth as useClerkAuth,
  useClerk,
} from "@clerk/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router-dom";
import { withAuthorization } from "../../../app/api/callAuthorization";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { httpStatusOf } from "../../../app/api/httpStatus";
import { useTRPCClient } from "../../../app/api/trpc";
import { paths } from "../../../app/paths";
import { adoptSession } from "../session/session";
import { useAuthToken } from "../session/useAuth";
import type { HostedSignInSlot, IdentityRuntimeReport } from "./identityPort";
import { registerIdentityProviderClient } from "./identityProviderClient";

interface ClerkRuntimeProps {
  publishableKey: string;
  signInSlot: HostedSignInSlot | null;
  onReport: (report: IdentityRuntimeReport) => void;
}

/**
 * The server's reason for refusing the exchange when the person can act on it (401: e.g.
 * verify your email first; 409: e.g. confirm from the email we sent); other failures
 * are only logged.
 */
function refusalReasonOf(error: unknown): string | null {
  const status = httpStatusOf(error);
  if (status !== 401 && status !== 409) return null;
  return errorMessageOf(error, "") || null;
}

function ReportFailure({ onReport }: Pick<ClerkRuntimeProps, "onReport">) {
  useEffect(() => onReport({ status: "failed" }), [onReport]);
  return null;
}

/**
 * Runs once Clerk is loaded: offers its client to sign-out, and when a hosted
 * session exists without a token of ours, exchanges it for one (SPEC §4).
 */
function LoadedClerk({ onReport }: Pick<ClerkRuntimeProps, "onReport">) {
  const clerk = useClerk();
  const { isSignedIn, getToken } = useClerkAuth();
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const [syncFailed, setSyncFailed] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);

  useEffect(() => {
    const client = {
      signOut: () => clerk.signOut(),
      openSignIn: () => clerk.openSignIn(),
      openSignUp: () => clerk.openSignUp(),
    };
    registerIdentityProviderClient(client);
    onReport({ status: "ready", client });
    return () => {
      registerIdentityProviderClient(null);
      onReport({ client: null });
    };
  }, [clerk, onReport]);

  useEffect(() => {
    onReport({ isSignedIn: isSignedIn === true, syncFailed, syncError });
  }, [isSignedIn, syncFailed, syncError, onReport]);

  useEffect(() => {
    if (isSignedIn !== true || token !== null) return;
    let current = true;
    setSyncFailed(false);
    setSyncError(null);
    getToken()
      // clerk.signIn: the server checks the hosted session token (in the bearer header,
      // or else Clerk's __session cookie) and answers with our own session.
      .then((hostedToken) =>
        trpcClient.clerk.signIn.mutate(
          undefined,
          hostedToken ? withAuthorization(hostedToken) : undefined,
        ),
      )
      .then((result) => (current ? adoptSession(queryClient, result) : undefined))
      .catch((error: unknown) => {
        // SPEC §8: a failed sync is only logged; the email form stays available.
        console.error("Could not adopt the hosted sign-in session", error);
        if (!current) return;
        setSyncFailed(true);
        setSyncError(refusalReasonOf(error));
      });
    return () => {
      current = false;
    };
  }, [isSignedIn, token, getToken, queryClient, trpcClient]);

  return null;
}

/** Clerk's provider, its status reporters, and its sign-in interface portalled into the sign-in screen. */
export function ClerkRuntime({ publishableKey, signInSlot, onReport }: ClerkRuntimeProps) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to: string) => navigate(to)}
      routerReplace={(to: string) => navigate(to, { replace: true })}
      signInUrl={paths.signIn}
      signUpUrl={paths.signUp}
      afterSignOutUrl={paths.landing}
    >
      <ClerkLoaded>
        <LoadedClerk onReport={onReport} />
      </ClerkLoaded>
      <ClerkFailed>
        <ReportFailure onReport={onReport} />
      </ClerkFailed>
      {signInSlot &&
        createPortal(
          <SignIn
            routing="hash"
            signUpUrl={paths.signUp}
            fallbackRedirectUrl={signInSlot.redirectUrl}
          />,
          signInSlot.element,
        )}
    </ClerkProvider>
  );
}
