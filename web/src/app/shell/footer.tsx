import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { publicConfig } from '../../shared/util/public-config';
import { externalFooterLinks } from './footer-links';
import classes from './footer.module.css';

export function Footer() {
  return (
    <Container size="lg" py="xl" component="footer">
      <Stack gap="xs" align="center" ta="center">
        <Text size="sm" c="dimmed" maw={560}>
          Spraybook is a free app to find, catalogue and tick spraywall problems.
        </Text>
        <Group gap="md" justify="center">
          {externalFooterLinks(publicConfig()).map(({ label, href }) => (
            <Anchor
              key={label}
              size="sm"
              href={href}
              target="_blank"
              rel="noreferrer"
              className={classes.link}
            >
              {label}
            </Anchor>
          ))}
          <Anchor size="sm" component={Link} to="/terms-of-use" className={classes.link}>
            Terms of use
          </Anchor>
          <Anchor size="sm" component={Link} to="/privacy-data-protection" className={classes.link}>
            Privacy
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
