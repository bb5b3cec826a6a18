import { Alert, Anchor, Button, Loader, Skeleton, Stack, Text } from "@mantine/core";
import { IDENTITY_PROVIDER_TIMEOUT_MS, Role } from "@uplink/domain";
import { useEffect, useState, type ReactNode } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import { AuthScreenLayout } from "./AuthScreenLayout";
import { SignInForm } from "./forms/SignInForm";
import { HostedSignIn } from "./identity/HostedSignIn";
import { useIdentityProvider } from "./identity/IdentityProvider";
import { homePathFor } from "./session/dashboardPath";
import { useAuth } from "./session/useAuth";

function SignInSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("app.loading")}>
      <Skeleton height={60} />
      <Skeleton height={60} />
      <Skeleton height={44} />
    </Stack>
  );
}

function BusyCard({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="md" role="status">
      <Loader size="md" />
      <Text fw={600}>{message}</Text>
      {children}
    </Stack>
  );
}

/**
 * /signin?role=installer|customer (SPEC §2, §4). Offers Clerk's sign-in when a
 * publishable key is configured, the email form otherwise, when Clerk fails,
 * takes longer than IDENTITY_PROVIDER_TIMEOUT_MS, or the visitor prefers it.
 * Anyone already signed in goes straight to their dashboard.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const role = searchParams.get("role") === Role.INSTALLER ? Role.INSTALLER : Role.CUSTOMER;
  const auth = useAuth();
  const identity = useIdentityProvider();
  const { request, keyPresent, status } = identity;
  const [emailChosen, setEmailChosen] = useState(false);

  useEffect(() => request(), [request]);

  useEffect(() => {
    if (keyPresent !== true || status !== "loading" || emailChosen) return;
    const timer = window.setTimeout(() => setEmailChosen(true), IDENTITY_PROVIDER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [keyPresent, status, emailChosen]);

  if (auth.user) return <Navigate to={homePathFor(auth.user.role)} replace />;

  const hosted = keyPresent === true && !emailChosen;
  let body;
  if (auth.isLoading || (keyPresent === null && status !== "failed")) {
    body = <SignInSkeleton />;
  } else if (hosted && identity.isSignedIn) {
    // A hosted session is being exchanged for ours; if that failed, the email form remains,
    // under the server's reason when it gave one.
    body = identity.syncFailed ? (
      <Stack gap="md">
        {identity.syncError && (
          <Alert color="yellow" variant="light" role="alert">
            <Text size="sm">{identity.syncError}</Text>
          </Alert>
        )}
        <SignInForm />
      </Stack>
    ) : (
      <BusyCard message={t("auth.signIn.signingIn")} />
    );
  } else if (hosted && status === "ready") {
    body = (
      <Stack gap="md">
        <HostedSignIn redirectUrl={`${paths.signIn}?role=${role}`} />
        <Button variant="subtle" mih={44} onClick={() => setEmailChosen(true)}>
          {t("auth.signIn.continueWithEmail")}
        </Button>
      </Stack>
    );
  } else if (hosted && status === "loading") {
    body = (
      <BusyCard message={t("auth.signIn.settingUp")}>
        <Text c="dimmed" size="sm" ta="center">
          {t("auth.signIn.settingUpHint")}
        </Text>
        <Button variant="light" mih={44} mt="xs" onClick={() => setEmailChosen(true)}>
          {t("auth.signIn.continueWithEmail")}
        </Button>
      </BusyCard>
    );
  } else {
    body = <SignInForm />;
  }

  return (
    <AuthScreenLayout
      title={t(
        role === Role.INSTALLER ? "auth.signIn.installerTitle" : "auth.signIn.customerTitle",
      )}
      subtitle={t(
        role === Role.INSTALLER ? "auth.signIn.installerSubtitle" : "auth.signIn.customerSubtitle",
      )}
      footer={
        <>
          {t("auth.signIn.noAccount")}{" "}
          <Anchor component={Link} to={`${paths.signUp}?role=${role}`} fw={600}>
            {t("auth.signIn.createAccount")}
          </Anchor>
        </>
      }
    >
      {body}
    </AuthScreenLayout>
  );
}
