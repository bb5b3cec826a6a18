import {
  ClerkFailed,
  ClerkLoaded,
  ClerkProvider,
  SignIn,
  useAuth as useClerkAuth,
  useClerk,
} from "@clerk/clerk-react";
import { useQueryClient } from "@tanstack/react-query";
import type { AuthResult } from "@uplink/domain";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router-dom";
import { ApiError, apiRequest } from "../../../app/api/apiRequest";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { paths } from "../../../app/paths";
import { adoptSession } from "../session/session";
import { useAuthToken } from "../session/useAuth";
import type { HostedSignInSlot, IdentityRuntimeReport } from "./IdentityProvider";
import { registerIdentityProviderClient } from "./identityProviderClient";

interface ClerkRuntimeProps {
  publishableKey: string;
  signInSlot: HostedSignInSlot | null;
  onReport: (report: IdentityRuntimeReport) => void;
}

/** POST /api/clerk/jwt: the server checks the hosted session token and answers with our own session. */
async function exchangeHostedSession(hostedToken: string | null): Promise<AuthResult> {
  const headers = hostedToken ? { Authorization: `Bearer ${hostedToken}` } : undefined;
  const res = await apiRequest("POST", "/api/clerk/jwt", undefined, { headers });
  return (await res.json()) as AuthResult;
}

/**
 * The server's reason for refusing the exchange when the person can act on it (401: e.g.
 * verify your email first; 409: e.g. confirm from the email we sent); other failures
 * are only logged.
 */
function refusalReasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || ![401, 409].includes(error.status)) return null;
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
      .then(exchangeHostedSession)
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
  }, [isSignedIn, token, getToken, queryClient]);

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
