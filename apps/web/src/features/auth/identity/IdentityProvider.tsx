import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  RUNTIME_CONFIG_PENDING,
  RUNTIME_CONFIG_UNREACHABLE,
  type RuntimeConfigSnapshot,
} from "../../../app/api/runtimeConfigSnapshot";
import { LoadBoundary } from "../../../app/runtime/LoadBoundary";
import { lazyWithRuntime } from "../../../app/runtime/lazyWithRuntime";
import { mayHaveHostedSession } from "./hostedSessionCookie";
import type { HostedSignInSlot, IdentityRuntimeReport } from "./identityPort";
import type { IdentityProviderClient } from "./identityProviderClient";

/**
 * off: no publishable key (or not asked for yet); loading: Clerk is on its way;
 * ready: Clerk is loaded; failed: it could not load or was disabled after an error.
 */
export type IdentityStatus = "off" | "loading" | "ready" | "failed";

export interface IdentityProviderState {
  /** Whether a publishable key is configured; null until `config.get` has answered. */
  keyPresent: boolean | null;
  status: IdentityStatus;
  isSignedIn: boolean;
  syncFailed: boolean;
  syncError: string | null;
  /** The loaded Clerk instance's few methods the app uses, or null. */
  client: IdentityProviderClient | null;
  /** Asks for Clerk to be loaded (when a key is configured); screens that offer hosted sign-in call it. */
  request: () => void;
  setSignInSlot: (slot: HostedSignInSlot | null) => void;
}

const IdentityContext = createContext<IdentityProviderState>({
  keyPresent: null,
  status: "off",
  isSignedIn: false,
  syncFailed: false,
  syncError: null,
  client: null,
  request: () => {},
  setSignInSlot: () => {},
});

/** The hosted sign-in provider as the screens see it. */
export function useIdentityProvider(): IdentityProviderState {
  return useContext(IdentityContext);
}

// Hosted sign-in's code, the error watch included, loads only when a screen asks for it.
const IdentityRuntime = lazyWithRuntime(
  async () => (await import("./IdentityRuntime")).IdentityRuntime,
);
const RuntimeConfigQuery = lazyWithRuntime(
  async () => (await import("../../../app/api/RuntimeConfigQuery")).RuntimeConfigQuery,
);

/**
 * Hosts the optional hosted sign-in (SPEC §4). Clerk loads lazily beside the
 * app — never around it, so loading it re-mounts nothing — once a screen asks
 * for it or a hosted session may exist. Once disabled after an error it stays
 * off for the rest of the visit.
 */
export function IdentityProviderHost({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  // After the first render, which hydrates a page the server sent without knowing the
  // browser's cookies (main.tsx) and so must not depend on them.
  useEffect(() => {
    if (mayHaveHostedSession()) setRequested(true);
  }, []);
  const [disabled, setDisabled] = useState(false);
  const [report, setReport] = useState<IdentityRuntimeReport>({});
  const [signInSlot, setSignInSlot] = useState<HostedSignInSlot | null>(null);
  const [config, setConfig] = useState<RuntimeConfigSnapshot>(RUNTIME_CONFIG_PENDING);
  const publishableKey = config.data?.clerkPublishableKey ?? null;
  const active = requested && publishableKey !== null && !disabled;

  const disable = useCallback(() => setDisabled(true), []);
  const configUnreachable = useCallback(() => setConfig(RUNTIME_CONFIG_UNREACHABLE), []);

  const onReport = useCallback((next: IdentityRuntimeReport) => {
    setReport((previous) => ({ ...previous, ...next }));
  }, []);
  const request = useCallback(() => setRequested(true), []);

  const keyPresent = config.data ? publishableKey !== null : config.isError ? false : null;
  const status: IdentityStatus = disabled
    ? "failed"
    : active
      ? (report.status ?? "loading")
      : config.isError
        ? "failed"
        : "off";

  const value = useMemo<IdentityProviderState>(
    () => ({
      keyPresent,
      status,
      isSignedIn: status === "ready" && report.isSignedIn === true,
      syncFailed: report.syncFailed === true,
      syncError: report.syncError ?? null,
      client: status === "ready" ? (report.client ?? null) : null,
      request,
      setSignInSlot,
    }),
    [keyPresent, status, report, request],
  );

  return (
    <IdentityContext.Provider value={value}>
      {children}
      {requested && (
        <LoadBoundary onError={configUnreachable}>
          <Suspense fallback={null}>
            <RuntimeConfigQuery onChange={setConfig} />
          </Suspense>
        </LoadBoundary>
      )}
      {active && (
        <LoadBoundary onError={() => onReport({ status: "failed" })}>
          <Suspense fallback={null}>
            <IdentityRuntime
              publishableKey={publishableKey}
              signInSlot={signInSlot}
              onReport={onReport}
              onDisable={disable}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </IdentityContext.Provider>
  );
}
