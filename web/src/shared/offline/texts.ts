/** What the climber reads about writes kept on the phone until the server has them. */
export const WAITING_TO_SEND = 'Waiting to send';
export const notSent = (detail: string) => `Not sent: ${detail}`;
export const DISCARD = 'Discard';
export const SAVED_ON_PHONE = 'Saved on this phone';
export const SENT_WHEN_ONLINE = 'It will be sent when you are back online';
