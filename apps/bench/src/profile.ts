/** How much data the run seeds. */
export interface DataSize {
  customers: number;
  installers: number;
  leads: number;
  /** Messages in the one conversation that is polled and shown in the lead detail. */
  messages: number;
}

/** Everything that makes a quick run quick and a full run the documented one. */
export interface Profile {
  name: "quick" | "full";
  data: DataSize;
  /** Concurrent connections of every load run (autocannon). */
  connections: number;
  /** Load each server takes on a path before its rounds count. */
  warmupSeconds: number;
  /** Rounds per server and path, product and reference alternating; medians are reported. */
  rounds: number;
  roundSeconds: number;
  /** Sign-ins kept running at once while /api/health is measured under them. */
  concurrentSignIns: number;
  /** Cold loads of `/` in Chromium; the median largest contentful paint is reported. */
  pageLoads: number;
  /** Rounds of health alone and under sign-ins; the median of their ratios is reported. */
  signInRounds: number;
  /** Length of each run of a sign-in round (alone, then under sign-ins, or the reverse). */
  signInSeconds: number;
}

/** The run the issues document: 100,000 leads, 5,000 installers, 10 s rounds after a warm-up. */
export const FULL: Profile = {
  name: "full",
  data: { customers: 20_000, installers: 5_000, leads: 100_000, messages: 500 },
  connections: 50,
  warmupSeconds: 5,
  rounds: 3,
  roundSeconds: 10,
  concurrentSignIns: 20,
  pageLoads: 3,
  signInRounds: 5,
  signInSeconds: 8,
};

/** Small data and 1 s rounds: proves in CI that every measurement still works. */
export const QUICK: Profile = {
  name: "quick",
  data: { customers: 400, installers: 20, leads: 2_000, messages: 500 },
  connections: 50,
  warmupSeconds: 1,
  rounds: 3,
  roundSeconds: 1,
  concurrentSignIns: 20,
  pageLoads: 1,
  signInRounds: 3,
  signInSeconds: 1,
};
