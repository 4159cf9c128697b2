import type { PublicConfig } from '@spraybook/contract';

export interface FooterLink {
  label: string;
  href: string;
}

/** The footer's links to places outside the app, only those this install has configured. */
export function externalFooterLinks(
  config: Pick<PublicConfig, 'community_url' | 'issues_url' | 'instagram_url'>,
): FooterLink[] {
  const links: Array<[string, string | null]> = [
    ['Chat community', config.community_url],
    ['Report an issue', config.issues_url],
    ['Instagram', config.instagram_url],
  ];
  return links.flatMap(([label, href]) => (href ? [{ label, href }] : []));
}
