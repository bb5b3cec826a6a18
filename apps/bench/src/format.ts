/** Numbers as the report writes them. KB and MB are 1,024 and 1,048,576 bytes. */

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function trimmed(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, "");
}

/** Answers per second: `27,675 req/s`, `96 req/s`, `4.5 req/s`. */
export function formatRate(perSecond: number): string {
  if (perSecond < 10) return `${trimmed(perSecond, 1)} req/s`;
  return `${grouped.format(perSecond)} req/s`;
}

/** A latency: `79 ms`, `4.5 ms`, `1.36 s`. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 10) return `${Math.round(ms)} ms`;
  return `${trimmed(ms, 1)} ms`;
}

/** A ratio of two rates: `0.10`. */
export function formatRatio(value: number): string {
  return value.toFixed(2);
}

/** How many times larger: `9.5×`. */
export function formatFactor(value: number): string {
  return `${value.toFixed(1)}×`;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A duration in seconds: `0.84 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A size where a tenth of a megabyte matters: `31.9 MB`, `3.8 MB`. */
export function formatMegabytesTenths(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** Microseconds, grouped: `1,480 µs`. */
export function formatMicros(micros: number): string {
  return `${Math.round(micros).toLocaleString("en-US")} µs`;
}
