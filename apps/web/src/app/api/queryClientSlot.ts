import type { QueryClient } from "@tanstack/react-query";
import { createContext, type RefObject } from "react";

/**
 * Where the app's one query client lives once it exists. TanStack Query is not part
 * of the landing route's code: the first lazily loaded part of the app creates the
 * client here (runtime/AppRuntime.tsx) and every later one shares it. AppProviders
 * holds one slot per mount, so each test starts with an empty cache.
 */
export const QueryClientSlotContext = createContext<RefObject<QueryClient | null> | null>(null);
