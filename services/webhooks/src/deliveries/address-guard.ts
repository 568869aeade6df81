import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** A receiver's address the platform will not reach: said in the delivery's last error and the form's message. */
export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddress';
  }
}

/**
 * Whether an address is one on the public internet: ipaddr.js names each range (loopback, private, linkLocal,
 * uniqueLocal, carrierGradeNat, multicast, reserved, the IPv6 forms that carry an IPv4 address…), and only plain
 * `unicast` passes. An IPv4-mapped IPv6 address is judged as the IPv4 address it is. The metadata services of the
 * clouds (169.254.169.254, fd00:ec2::254) are link-local and unique-local.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

export interface GuardRules {
  allowPrivate: boolean;
  allowHttp: boolean;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function checkAddress(address: string, host: string, rules: GuardRules): void {
  if (!rules.allowPrivate && !isPublicAddress(address)) {
    throw new RefusedAddress(host === address ? `${address} is not a public address` : `${host} resolves to ${address}, which is not a public address`);
  }
}

/** The scheme and, for an address written as an IP, the address itself: what can be told without DNS. */
export function checkUrl(raw: string, rules: GuardRules): URL {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:')) throw new RefusedAddress('Only https addresses are allowed');
  const host = hostOf(url);
  if (net.isIP(host)) checkAddress(host, host, rules);
  return url;
}

/** At registration: the URL, and every address its host resolves to now. */
export async function checkReceiverUrl(raw: string, rules: GuardRules): Promise<void> {
  const url = checkUrl(raw, rules);
  const host = hostOf(url);
  if (net.isIP(host) || rules.allowPrivate) return;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedAddress(`${host} cannot be found`);
  }
  for (const { address } of addresses) checkAddress(address, host, rules);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the HTTP request: resolves as Node would, and refuses the request when any address of the host is
 * not public, so a name that resolved to a public address at registration and to an inner one now (DNS rebinding)
 * is refused before anything connects.
 */
export function guardedLookup(rules: GuardRules) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, []);
      try {
        for (const { address } of addresses) checkAddress(address, hostname, rules);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** The last check, on the socket itself: the address it actually connected to. */
export function checkConnected(remoteAddress: string | undefined, host: string, rules: GuardRules): void {
  if (rules.allowPrivate) return;
  if (!remoteAddress) throw new RefusedAddress(`${host}: no address connected`);
  checkAddress(remoteAddress, host, rules);
}
