import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends plain-text e-mail: password-reset links and the recovery address's confirmations and notices. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), from MAIL_FROM. */
export function createMailer(mail: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(mail.url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: mail.from, to, subject, text });
    },
  };
}
