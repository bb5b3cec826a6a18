import { useLayoutEffect } from "react";
import { useRuntimeConfig } from "./runtimeConfig";
import type { RuntimeConfigSnapshot } from "./runtimeConfigSnapshot";

/**
 * Reads the runtime configuration for code that is part of the landing route and so
 * cannot use TanStack Query itself: loaded with the app runtime when first needed,
 * it hands each answer up before the browser paints.
 */
export function RuntimeConfigQuery({
  onChange,
}: {
  onChange: (config: RuntimeConfigSnapshot) => void;
}) {
  const { data, isError } = useRuntimeConfig();
  useLayoutEffect(() => onChange({ data, isError }), [onChange, data, isError]);
  return null;
}
