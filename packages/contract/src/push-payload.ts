/** What one push carries to the service worker, which shows it (web/src/sw-push.ts); plain, no zod. */
export interface PushPayload {
  title: string;
  body: string;
  /** The place the notification is about, opened when it is tapped. */
  url: string;
  /** One tag per kind: a newer push of a kind replaces the older one on the lock screen. */
  tag: string;
}
