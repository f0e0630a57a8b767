import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type ParsedMail } from './mime'

export interface ReceivedMail extends ParsedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[]
  raw: string
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  messages: ReceivedMail[]
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>
  stop: () => Promise<void>
}

/**
 * A real SMTP server on a free loopback port that accepts every message without authentication and
 * keeps it; recipients matching `refuse` are answered with a permanent failure (a bounce).
 */
export async function startSmtpSink(options: { refuse?: RegExp } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.test(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          ...parseMail(raw),
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (match, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no matching message among ${messages.length}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
