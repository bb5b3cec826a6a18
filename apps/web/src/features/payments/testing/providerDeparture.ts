import { afterEach, beforeEach, vi } from "vitest";
import { providerPage } from "../leaveForProvider";

/**
 * Stands in for leaving the app for the payment provider in every test of the calling
 * file, and answers the stand-in, which records the addresses it was sent to.
 */
export function departuresToProvider() {
  const leave = vi.fn<(url: string) => void>();
  let departure: { mockRestore(): void } | undefined;
  beforeEach(() => {
    leave.mockClear();
    departure = vi.spyOn(providerPage, "leave").mockImplementation(leave);
  });
  afterEach(() => departure?.mockRestore());
  return leave;
}
