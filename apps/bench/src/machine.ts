import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine. */
  loadAverage: [number, number, number];
  date: string;
}

/** The 1, 5 and 15 minute load averages now. */
export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return [one, five, fifteen];
}

/** `startLoad` is the load average before the run began, so that it shows only other work. */
export function describeMachine(
  postgresVersion: string,
  startLoad: [number, number, number],
  now = new Date(),
): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres: postgresVersion,
    loadAverage: startLoad,
    date: now.toISOString(),
  };
}
