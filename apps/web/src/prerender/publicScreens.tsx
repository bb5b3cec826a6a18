import type { ComponentType } from "react";
import { paths } from "../app/paths";
import { AppRuntime } from "../app/runtime/AppRuntime";
import { ContactScreen } from "../features/info/ContactScreen";
import { HelpScreen } from "../features/info/HelpScreen";
import { HowItWorksScreen } from "../features/info/HowItWorksScreen";
import { PricingScreen } from "../features/info/PricingScreen";
import { PrivacyScreen } from "../features/info/PrivacyScreen";
import { TermsScreen } from "../features/info/TermsScreen";
import { LandingScreen } from "../features/landing/LandingScreen";

/** An information screen as the app shows it: inside the runtime its lazy route loads it with. */
function withRuntime(Screen: ComponentType): ComponentType {
  return function InRuntime() {
    return (
      <AppRuntime>
        <Screen />
      </AppRuntime>
    );
  };
}

/**
 * The pages a search engine may read without signing in (the server's sitemap lists the
 * same, apps/server/src/plugins/discovery.ts), each with its screen, loaded at once.
 */
export const PUBLIC_SCREENS: Readonly<Record<string, ComponentType>> = {
  [paths.landing]: LandingScreen,
  [paths.howItWorks]: withRuntime(HowItWorksScreen),
  [paths.pricing]: withRuntime(PricingScreen),
  [paths.help]: withRuntime(HelpScreen),
  [paths.contact]: withRuntime(ContactScreen),
  [paths.privacy]: withRuntime(PrivacyScreen),
  [paths.terms]: withRuntime(TermsScreen),
};
