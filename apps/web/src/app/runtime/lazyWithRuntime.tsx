import { lazy, type ComponentType } from "react";
import { loadScreenMessages } from "../../i18n/locale";

/** The code every lazily loaded part needs and the landing route does not: see AppRuntime. */
export const loadAppRuntime = () => import("./AppRuntime");

/**
 * A component whose code loads on its first render, together with the app runtime
 * (the screens' strings, in the active language, and TanStack Query), and which
 * renders inside it. Everything
 * beyond the landing route — screens, the account menu, the session check, hosted
 * sign-in — comes through here, so the landing route ships neither.
 */
export function lazyWithRuntime<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [{ AppRuntime }, Component] = await Promise.all([
      loadAppRuntime(),
      load(),
      loadScreenMessages(),
    ]);
    return {
      default: function WithAppRuntime(props: Props) {
        return (
          <AppRuntime>
            <Component {...props} />
          </AppRuntime>
        );
      },
    };
  });
}
