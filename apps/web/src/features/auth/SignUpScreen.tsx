import { Anchor } from "@mantine/core";
import { SIGNUP_ROLES, type SignupRole } from "@uplink/domain";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import { AuthScreenLayout } from "./AuthScreenLayout";
import { SignUpForm } from "./forms/SignUpForm";

function isSignupRole(value: string | null): value is SignupRole {
  return SIGNUP_ROLES.some((role) => role === value);
}

/** /signup, optionally with ?role=customer|installer to preselect the role. */
export function SignUpScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const requestedRole = searchParams.get("role");
  const role = isSignupRole(requestedRole) ? requestedRole : "";

  return (
    <AuthScreenLayout
      title={t("auth.signUp.title")}
      subtitle={t("auth.signUp.subtitle")}
      footer={
        <>
          {t("auth.signUp.haveAccount")}{" "}
          <Anchor component={Link} to={`${paths.signIn}?role=${role || "customer"}`} fw={600}>
            {t("auth.signUp.signIn")}
          </Anchor>
        </>
      }
    >
      <SignUpForm initialRole={role} />
    </AuthScreenLayout>
  );
}
