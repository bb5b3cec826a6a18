import { useEffect } from "react";
import { matchPath } from "react-router-dom";
import { t, type TextKey } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/useTranslation";
import { DASHBOARD_PATHS, paths } from "../paths";

/** Each route's title (the shell catalogue's `titles`, so it is there with the first page). */
const TITLES: readonly (readonly [pattern: string, key: TextKey])[] = [
  [paths.landing, "titles.landing"],
  [paths.createLead, "titles.createLead"],
  [paths.jobForm, "titles.createLead"],
  [paths.editLead, "titles.editLead"],
  ...DASHBOARD_PATHS.map((path) => [path, "titles.dashboard"] as const),
  [paths.admin, "titles.admin"],
  [paths.adminPanel, "titles.adminPanel"],
  [paths.adminDashboard, "titles.adminDashboard"],
  [paths.verifyEmail, "titles.verifyEmail"],
  [paths.linkAccount, "titles.linkAccount"],
  [paths.signIn, "titles.signIn"],
  [paths.signUp, "titles.signUp"],
  [paths.forgotPassword, "titles.forgotPassword"],
  [paths.resetPassword, "titles.resetPassword"],
  [paths.clerkTest, "titles.clerkTest"],
  [paths.howItWorks, "titles.howItWorks"],
  [paths.pricing, "titles.pricing"],
  [paths.help, "titles.help"],
  [paths.privacy, "titles.privacy"],
  [paths.terms, "titles.terms"],
  [paths.contact, "titles.contact"],
  [paths.findInstaller, "titles.findInstaller"],
  // The screen names the installer once their profile has loaded.
  [paths.installerProfile, "titles.installerProfile"],
];

/** Sets the `content` of index.html's `<meta>` named or with the property `name`. */
function setMeta(name: string, content: string): void {
  const meta = document.head.querySelector<HTMLMetaElement>(
    `meta[name="${name}"], meta[property="${name}"]`,
  );
  if (meta) meta.content = content;
}

/** The title of the page at `pathname` in the active language ("Sign in · Uplink"; any other path is not found). */
export function pageTitle(pathname: string): string {
  const key = TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? "titles.notFound";
  return `${t(key)} · ${t("app.brand")}`;
}

/**
 * The title of the page at `pathname`, and the page's description and Open Graph title,
 * in the active language.
 */
export function useDocumentTitle(pathname: string): void {
  const { locale } = useTranslation();
  useEffect(() => {
    const title = pageTitle(pathname);
    document.title = title;
    setMeta("og:title", title);
    setMeta("description", t("titles.description"));
    setMeta("og:description", t("titles.description"));
  }, [pathname, locale]);
}
