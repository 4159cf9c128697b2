import { Anchor } from '@mantine/core';
import { publicConfig } from '../../../shared/util/public-config';

/** The address this install is run from (CONTACT_EMAIL), as a mail link. */
export function ContactEmail() {
  const email = publicConfig().contact_email;
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}
