import { BlockList, isIP } from "node:net";

/*
 * Client addresses as operators write them in TRUST_PROXY and RATE_LIMIT_ALLOWLIST:
 * a comma list of single addresses and CIDR ranges, IPv4 or IPv6.
 */

/** Why `entry` is not an address or a CIDR range; undefined when it is one. */
function entryProblem(entry: string): string | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) {
    return `"${entry}" has a prefix length outside 0–${bits}`;
  }
  return undefined;
}

/** The entries of a comma list, or the first problem with one of them. */
export function parseAddressList(
  text: string,
): { entries: string[]; problem?: undefined } | { problem: string } {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem };
  }
  return { entries };
}

/**
 * Whether an address falls under any of the entries. IPv4 entries also match the
 * IPv4-mapped IPv6 form (`::ffff:10.0.0.1`) a dual-stack socket reports.
 */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const version = isIP(ip);
    return version !== 0 && list.check(ip, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * `matches` with its answers kept per address (at most `capacity`, then forgotten at
 * once): every API request asks whether its client is allowlisted, and the same few
 * addresses ask again and again.
 */
export function rememberedMatches(
  matches: (ip: string) => boolean,
  capacity = 10_000,
): (ip: string) => boolean {
  const answers = new Map<string, boolean>();
  return (ip) => {
    let answer = answers.get(ip);
    if (answer === undefined) {
      answer = matches(ip);
      if (answers.size >= capacity) answers.clear();
      answers.set(ip, answer);
    }
    return answer;
  };
}
