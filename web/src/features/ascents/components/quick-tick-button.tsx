import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import { CLIMB_PAGE_WORDS } from '@spraybook/contract/plain';
import { useAuth } from '../../../shared/data/auth-context';
import { signInFor, useResumeAction } from '../../../shared/data/resume-after-sign-in';
import { useMe } from '../../../shared/data/users/get-me';
import { SectionBoundary } from '../../../shared/ui/section-boundary';

// A visitor's Tick goes to sign-in: the sheet's code (its forms and dialogs) loads for a climber only.
const TickSheet = lazy(() => import('./tick-sheet').then((m) => ({ default: m.TickSheet })));

/**
 * Tick: opens the tick sheet on the same page, so a flash is this tap and Flash. A visitor goes
 * straight to sign-in and comes back to the climb page with the tick sheet open. A page opened to
 * tick (`?action=tick`: back from sign-in, or the first screen's Tick tapped before the app started)
 * does the same as this tap, once.
 */
export function QuickTickButton({ climb, ...props }: ButtonProps & { climb: Climb }) {
  const { oidcUser, loading } = useAuth();
  const me = useMe();
  const [opened, setOpened] = useState(false);
  const visitor = !loading && !oidcUser;
  useResumeAction('tick', !!me.data || visitor, () => (visitor ? void signInFor('tick') : setOpened(true)));
  if (visitor) {
    return (
      <Button {...props} onClick={() => void signInFor('tick')}>
        {CLIMB_PAGE_WORDS.tick}
      </Button>
    );
  }
  return (
    <>
      <Button {...props} loading={!me.data && opened} onClick={() => setOpened(true)}>
        {CLIMB_PAGE_WORDS.tick}
      </Button>
      {me.data && (
        <SectionBoundary fallback={null}>
          <Suspense fallback={null}>
            <TickSheet
              climb={climb}
              userId={me.data.id}
              opened={opened}
              onClose={() => setOpened(false)}
              moreOptions={`/walls/${climb.wall_id}/climbs/${climb.id}/add-ascent`}
            />
          </Suspense>
        </SectionBoundary>
      )}
    </>
  );
}
