import { messages } from "@uplink/domain";

/*
 * Most specific first: Edge, Opera and Samsung Internet also name Chrome and Safari,
 * Chrome names Safari, and every iPhone claims to be "like Mac OS X".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/**
 * A short name for the device behind a User-Agent, e.g. "Chrome on Linux", so that a
 * user can tell their sessions apart; "Unknown device" when it names nothing we know.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return messages.devices.unknown;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return messages.devices.browserOn(browser, system);
  return browser ?? system ?? messages.devices.unknown;
}
