import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../i18n/i18n";
import { createQueryClient } from "./api/queryClient";
import { ToastRegion } from "./notifications/ToastRegion";
import { cssVariablesResolver, theme } from "./theme/theme";

/**
 * Everything every screen relies on: translations, theme, the query cache and
 * the toast area. The tRPC provider is added around each lazily loaded screen
 * instead (see routes.tsx), keeping the tRPC client out of the landing bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <QueryClientProvider client={queryClient}>
          <ToastRegion />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
