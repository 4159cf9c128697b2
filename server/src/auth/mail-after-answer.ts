import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/** Queues a message to send once the answer is out. */
export type Outbox = (message: MailMessage) => void;

/**
 * An outbox whose messages go out only after the request's answer has been sent, never awaited by it:
 * the answer neither waits for the mail server nor tells, by its time, whether a mail was sent at all.
 * Queue only what a committed change decided.
 */
export function mailAfterAnswer(reply: FastifyReply, mailer: Mailer, log: FastifyBaseLogger): Outbox {
  const queued: MailMessage[] = [];
  let answered = false;
  const send = (message: MailMessage) =>
    mailer
      .send(message)
      .catch((err) => log.error({ err, subject: message.subject }, 'sending an e-mail failed'));
  // 'close' comes after the answer is written, or when the client went away first: sent either way.
  reply.raw.once('close', () => {
    answered = true;
    for (const message of queued.splice(0)) void send(message);
  });
  return (message) => (answered ? void send(message) : void queued.push(message));
}
