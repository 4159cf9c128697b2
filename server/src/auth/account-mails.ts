import type { MailMessage } from './mailer.ts';

// The words of every e-mail Spraybook sends: about an account's password and its recovery address.

export function resetMail(to: string, username: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Reset your Spraybook password',
    text: [
      `Someone asked to reset the password of the Spraybook account "${username}".`,
      '',
      `To choose a new password, open this link within ${minutes} minutes. It works once:`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** To the new address: it becomes the recovery address only once this link is opened. */
export function confirmEmailMail(to: string, username: string, link: string, hours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Spraybook',
    text: [
      `The Spraybook account "${username}" asked to send its password-reset links to this address.`,
      '',
      `To confirm, open this link within ${hours} hours. It works once:`,
      link,
      '',
      'If it was not you, ignore this e-mail: nothing changes.',
    ].join('\n'),
  };
}

/** To the old address, when it is replaced or removed: the owner's way back if it was not them. */
export function emailChangedNotice(
  to: string,
  change: { username: string; newEmail: string | null; undoLink: string; days: number },
): MailMessage {
  return {
    to,
    subject: 'Your Spraybook recovery e-mail is changing',
    text: [
      change.newEmail
        ? `The Spraybook account "${change.username}" asked to send its password-reset links to ${change.newEmail} instead of this address. It changes once that address is confirmed.`
        : `The Spraybook account "${change.username}" removed this address: password-reset links are no longer sent anywhere.`,
      '',
      'If that was you, there is nothing to do.',
      '',
      `If it was not you, open this link within ${change.days} days: it puts this address back and signs your account out on every device. Then choose a new password with "Forgot password?".`,
      change.undoLink,
    ].join('\n'),
  };
}
