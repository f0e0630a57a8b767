import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { toStoredMessage } from './message'
import { formatSender, type Sender } from './sender'

/** The SMTP server named in an `SMTP_URL`, without the credentials, for the log. */
function serverName(url: string): string {
  try {
    const { protocol, host } = new URL(url)
    return `${protocol}//${host}`
  } catch {
    return 'SMTP_URL'
  }
}

/** Real delivery through nodemailer (`SMTP_URL`: `smtp://user:pass@host:587`, `smtps://…:465`). */
export function smtpAdapter(args: { url: string; sender: Sender }): EmailAdapter {
  return ({ payload }) => {
    const transport = nodemailer.createTransport(args.url)
    // A wrong address or password shows at start, not at the first forgotten password.
    transport.verify().catch((err: unknown) =>
      payload.logger.warn({
        err,
        msg: `email: the SMTP server at ${serverName(args.url)} does not answer`,
      }),
    )
    return {
      name: 'folio-smtp',
      defaultFromAddress: args.sender.address,
      defaultFromName: args.sender.name,
      sendEmail: async (options) => {
        const { text } = toStoredMessage(options)
        return transport.sendMail({
          ...options,
          from: options.from ?? formatSender(args.sender),
          text: options.text ?? text,
        })
      },
    }
  }
}
