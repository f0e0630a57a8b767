export interface Sender {
  name: string
  address: string
}

const DEFAULT_NAME = 'Folio'

/** A host that can follow the @ of an address: a name with a top-level domain, not an IP or `localhost`. */
function mailDomain(serverURL: string): string {
  const host = new URL(serverURL).hostname
  return /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) ? host : 'localhost'
}

/**
 * The sender from `EMAIL_FROM` (`Name <address>` or a bare address); without it, `Folio <folio@host>`
 * with the server's host name (`localhost` for an IP address).
 */
export function parseSender(value: string | undefined, serverURL: string): Sender {
  if (!value) return { name: DEFAULT_NAME, address: `folio@${mailDomain(serverURL)}` }
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(value)
  const name = named ? named[1]!.trim() : DEFAULT_NAME
  const address = (named ? named[2]! : value).trim()
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address))
    throw new Error(`EMAIL_FROM is not an email address: ${value}`)
  return { name: name || DEFAULT_NAME, address }
}

export function formatSender(sender: Sender): string {
  return `"${sender.name.replace(/["\\]/g, '')}" <${sender.address}>`
}
