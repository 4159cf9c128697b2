import nodemailer from 'nodemailer';

/** Sends plain-text e-mail; the only mail Spraybook sends is a password-reset link. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
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
