import { Suspense } from 'react';
import { Alert, Box, Center, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMapWalls } from '../api/get-map-walls';
import { LazyWallsMap } from '../components/lazy-maps';
import { FAILED_TO_LOAD_WALLS } from '../../../shared/util/texts';

/** The screen below the top bar (walls-map.module.css: the map and, below it, the cookie notice's room). */
const MAP_HEIGHT = 'calc(100vh - var(--app-shell-header-height, 60px))';

export function MapPage() {
  const walls = useMapWalls();
  return (
    <Box pos="relative" mih={MAP_HEIGHT}>
      <VisuallyHidden>
        <Title order={1}>Map of walls</Title>
      </VisuallyHidden>
      {walls.isPending && (
        <MapMessage>
          <Loader size="sm" />
          <Text>Loading walls...</Text>
        </MapMessage>
      )}
      {walls.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" m="md">
          {FAILED_TO_LOAD_WALLS}
        </Alert>
      )}
      {walls.data && (
        <Suspense
          fallback={
            <MapMessage>
              <Loader size="sm" />
              <Text>Loading map...</Text>
            </MapMessage>
          }
        >
          <LazyWallsMap walls={walls.data} />
          {walls.data.length === 0 && (
            <Paper
              withBorder
              shadow="md"
              radius="lg"
              p="md"
              pos="absolute"
              bottom={24}
              left={16}
              right={16}
              maw={420}
              mx="auto"
              style={{ zIndex: 500 }}
            >
              <Text fw={600}>No walls on the map yet</Text>
              <Text size="sm">
                Walls appear here once they have a location. Add one from a wall’s Edit details.
              </Text>
            </Paper>
          )}
        </Suspense>
      )}
    </Box>
  );
}

function MapMessage({ children }: { children: React.ReactNode }) {
  return (
    <Center h={MAP_HEIGHT}>
      <Stack align="center" gap="xs" role="status">
        {children}
      </Stack>
    </Center>
  );
}
