/**
 * Leaves the app for the payment provider's page (its checkout, or its payout setup),
 * which sends the user back here once done. An object of its own so that a test can
 * stand in for the departure with `vi.spyOn(providerPage, "leave")`: the web tests share
 * one module graph per worker (vite.config.ts, `isolate: false`), where a `vi.mock` of a
 * module another file already loaded does not take.
 */
export const providerPage = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
