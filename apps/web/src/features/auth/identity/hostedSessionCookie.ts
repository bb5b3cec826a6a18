/**
 * Clerk keeps `__client_uat` (when its client last signed in, 0 when signed
 * out) and `__session` as readable cookies on the app's domain, newer versions
 * also with a `_<suffix>`. Either one set means a hosted session may exist,
 * which is worth loading Clerk for on any page; otherwise Clerk loads only on
 * the screens that offer it.
 */
export function mayHaveHostedSession(): boolean {
  // Rendered at build (src/prerender): no visitor, so no session.
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((cookie) => {
    const [name = "", value = ""] = cookie.trim().split("=");
    if (/^__session(_|$)/.test(name)) return value !== "";
    if (/^__client_uat(_|$)/.test(name)) return value !== "" && value !== "0";
    return false;
  });
}
