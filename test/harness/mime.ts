/** Just enough MIME to read what nodemailer sends: headers, encoded words, multipart, QP and base64. */
export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text?: string
  html?: string
}

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8')
}

function decodeQuotedPrintable(input: string, isHeader = false): string {
  const source = (isHeader ? input.replace(/_/g, ' ') : input).replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3)
    if (source[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(source.charCodeAt(i))
  }
  return bytesToUtf8(bytes)
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); whitespace between two of them is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([bq])\?([^?]*)\?=/gi, (_w, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true),
    )
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { headers: parseHeaders(raw), body: '' }
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  }
}

function collect(raw: string, into: ParsedMail): void {
  const { headers, body } = splitPart(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1)
    for (const part of parts) if (!part.startsWith('--')) collect(part.replace(/^\r?\n/, ''), into)
    return
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'))
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '')
  if (/^text\/html/i.test(type)) into.html = content
  else if (/^text\/plain/i.test(type)) into.text = content
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitPart(raw)
  const mail: ParsedMail = { headers, subject: decodeWords(headers.get('subject') ?? '') }
  collect(raw, mail)
  return mail
}
