import { useEffect } from 'react';
import {
  Box,
  Button,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHeart, IconMap, IconPlus, IconSearch, IconStar, IconTicket } from '@tabler/icons-react';
import { HOME_HERO_WORDS as W, SPOTLIGHT_WORDS, userDisplayName } from '@spraybook/contract/plain';
import { Link } from 'react-router';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { releaseFirstScreen } from '../../../shared/ui/first-screen-release';
import { useAuth } from '../../../shared/data/auth-context';
import { useMe } from '../../../shared/data/users/get-me';
import { useSpotlightWall } from '../../../shared/data/walls/get-spotlight-wall';
import { spotlightImage } from '../utils/spotlight-image';
import classes from './home-page.module.css';

const FEATURES = [
  {
    icon: IconPlus,
    title: 'Add your wall',
    text: 'Photograph your spraywall or board, trace its holds once, and set problems by tapping holds.',
  },
  {
    icon: IconStar,
    title: 'Grade and rate',
    text: 'Vote grades and stars, tag styles, flag broken holds and share beta videos.',
  },
  {
    icon: IconTicket,
    title: 'Tick and track',
    text: 'Log your sends, keep a to-do list and climb up your wall’s leaderboard.',
  },
];

export function HomePage() {
  const { oidcUser, loading } = useAuth();
  const { data: me } = useMe();
  const spotlight = useSpotlightWall();
  // The server's first screen is this hero and the spotlight card: it goes once the sign-in state
  // below it is known and the card is drawn (or known to be absent), so nothing pops in or out.
  const spotlightSettled = !spotlight.isPending;
  useEffect(() => {
    if (!loading && spotlightSettled) releaseFirstScreen();
  }, [loading, spotlightSettled]);
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="lg" maw={640}>
            <Text tt="uppercase" fw={700} c="blue.3" size="sm" lts={1}>
              {W.eyebrow}
            </Text>
            <Title order={1} className={classes.title}>
              {W.title}
            </Title>
            {me ? (
              <Text size="xl" c="gray.3">
                Welcome back, {userDisplayName(me)}! Ready for a session?
              </Text>
            ) : (
              <Text size="xl" c="gray.3">
                {W.text}
              </Text>
            )}
            <Group gap="sm">
              <Button size="md" component={Link} to="/walls" leftSection={<IconSearch size={18} />}>
                {W.findWall}
              </Button>
              <Button
                size="md"
                component={Link}
                to="/add-wall"
                variant="white"
                color="dark"
                leftSection={<IconPlus size={18} />}
              >
                {W.addWall}
              </Button>
              {oidcUser && (
                <Button
                  size="md"
                  component={Link}
                  to="/walls?favorites=true"
                  variant="light"
                  leftSection={<IconHeart size={18} />}
                >
                  Favorite walls
                </Button>
              )}
              <Button
                size="md"
                component={Link}
                to="/map"
                variant="light"
                leftSection={<IconMap size={18} />}
              >
                {W.browseMap}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        {/* A visitor meets the wall of the month first, the 'Not signed in' card after it (issue 44). */}
        {spotlight.data && (
          <Paper
            withBorder
            radius="lg"
            p={0}
            mb="xl"
            style={{ overflow: 'hidden' }}
            component={Link}
            to={`/walls/${spotlight.data.id}`}
            className={classes.spotlight}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
              <Image
                {...spotlightImage(spotlight.data)}
                alt={SPOTLIGHT_WORDS.photo(spotlight.data.name)}
                h={260}
                fit="cover"
              />
              <Stack p="lg" justify="center" gap={6}>
                <Text tt="uppercase" fw={700} size="xs" lts={1} className={classes.kicker}>
                  {SPOTLIGHT_WORDS.kicker}
                </Text>
                <Title order={2} size="h3">
                  {spotlight.data.name}
                </Title>
                {spotlight.data.gym_name && (
                  <Text c="dimmed">{SPOTLIGHT_WORDS.gym(spotlight.data.gym_name)}</Text>
                )}
                <Text fw={600} mt="xs" className={classes.link}>
                  {SPOTLIGHT_WORDS.open}
                </Text>
              </Stack>
            </SimpleGrid>
          </Paper>
        )}
        {!loading && !oidcUser && <LoginPrompt />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder p="lg" radius="lg">
              <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4" mb={4}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
