import { describe, expect, it } from "vitest";
import {
  ADMIN_OVERVIEW_ALERT_COUNT,
  AUTH_TOKEN_STORAGE_KEY,
  CHAT_POLL_INTERVAL_MS,
  CURRENCY,
  DASHBOARD_PATH_BY_ROLE,
  DEFAULT_LEAD_DESCRIPTION,
  EDIT_LEAD_MINIMUMS,
  IDENTITY_PROVIDER_TIMEOUT_MS,
  MAX_PHOTO_BYTES,
  MIN_COMPLETION_PHOTOS,
  MUTATION_DEFAULTS,
  PASSWORD_MIN_LENGTH,
  QUERY_DEFAULTS,
  SIGNUP_ROLES,
  TIME_WINDOWS,
  TOAST_DEFAULTS,
} from "./constants";
import { TIME_RANGES } from "./enums";

describe("business constants of the specification", () => {
  it("set the photo, password and edit limits", () => {
    expect(MIN_COMPLETION_PHOTOS).toBe(3);
    expect(MAX_PHOTO_BYTES).toBe(10_485_760);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(EDIT_LEAD_MINIMUMS).toEqual({ description: 10, address: 5, city: 2, postalCode: 3 });
  });

  it("set the timings", () => {
    expect(CHAT_POLL_INTERVAL_MS).toBe(5000);
    expect(IDENTITY_PROVIDER_TIMEOUT_MS).toBe(3000);
    expect(ADMIN_OVERVIEW_ALERT_COUNT).toBe(5);
  });

  it("word the default lead description as the specification does", () => {
    expect(DEFAULT_LEAD_DESCRIPTION).toBe("Starlink installation request");
  });

  it("offer a time window with its hours for every time range", () => {
    expect(Object.keys(TIME_WINDOWS).sort()).toEqual([...TIME_RANGES].sort());
    expect(TIME_WINDOWS.morning.hours).toBe("8:00-12:00");
    expect(TIME_WINDOWS.afternoon.hours).toBe("12:00-17:00");
    expect(TIME_WINDOWS.evening.hours).toBe("17:00-20:00");
    expect(TIME_WINDOWS.flexible.hours).toBeNull();
    for (const range of TIME_RANGES) {
      const { hours, label } = TIME_WINDOWS[range];
      if (hours !== null) expect(label).toContain(hours);
    }
  });

  it("let people sign up as customer or installer and send each to their dashboard", () => {
    expect(SIGNUP_ROLES).toEqual(["customer", "installer"]);
    expect(DASHBOARD_PATH_BY_ROLE).toEqual({
      customer: "/dashboard",
      installer: "/installer/dashboard",
    });
  });

  it("use the euro and the auth_token storage key", () => {
    expect(CURRENCY).toBe("EUR");
    expect(AUTH_TOKEN_STORAGE_KEY).toBe("auth_token");
  });

  it("never refetch or retry on their own and keep cache entries 5 minutes", () => {
    expect(QUERY_DEFAULTS).toEqual({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      gcTime: 300_000,
    });
    expect(MUTATION_DEFAULTS).toEqual({ retry: false });
  });

  it("show one toast at a time for 5 seconds, swiped right to dismiss", () => {
    expect(TOAST_DEFAULTS).toEqual({
      limit: 1,
      autoClose: 5000,
      swipeDirection: "right",
      swipeThreshold: 50,
      focusHotkey: "F8",
      removeDelay: 1_000_000,
    });
  });
});
