import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Climb, Wall } from '@spraybook/contract';
import { NO_HOLDS } from '@spraybook/contract/plain';
// The server's first screen: the markup a visitor sees before the app (server/src/features/first-screen).
import { topBarMarkup } from '../../../server/src/features/first-screen/top-bar.ts';
import { homeScreenMarkup } from '../../../server/src/features/first-screen/home-screen.ts';
import { wallScreenMarkup } from '../../../server/src/features/first-screen/wall-screen.ts';
import {
  climbScreenMarkup,
  type ClimbScreen,
} from '../../../server/src/features/first-screen/climb-screen.ts';
import { TopBar } from '../app/shell/top-bar';
import { HomePage } from '../features/home/pages/home-page';
import { WallBanner } from '../features/walls/components/wall-banner';
import { WallSubNav } from '../features/walls/components/wall-sub-nav';
import { ClimbInfoSheet } from '../features/climbs/components/climb-info-sheet';

// A visitor's first visit, as the first screen draws it: install offered, no spotlight wall unless a test sets one.
vi.mock('../app/shell/install/use-install-offered', () => ({ useInstallOffered: () => true }));
const spotlight = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock('../shared/data/walls/get-spotlight-wall', () => ({ useSpotlightWall: () => spotlight }));
vi.mock('../features/climbs/api/get-climb-neighbours', () => ({
  useClimbNeighbours: () => ({ data: { position: 3, total: 12, previous_id: 'c2', next_id: 'c4' } }),
}));

/**
 * Every heading, link and button under `root` as (role, accessible name), links with where they lead:
 * what a climber reads and can reach, in document order. Hidden ones count (a narrow screen's search
 * icon and a wide screen's search button are both drawn, CSS picks one).
 */
function controls(root: HTMLElement) {
  const found = ['heading', 'link', 'button'].flatMap((role) =>
    within(root)
      .queryAllByRole(role, { hidden: true })
      .map((element) => ({ element, role })),
  );
  found.sort((a, b) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return found.map(({ element, role }) => {
    const href = role === 'link' ? ` → ${element.getAttribute('href')}` : '';
    return `${role}: ${computeAccessibleName(element, { hidden: true })}${href}`;
  });
}

/** The first screen's markup, parsed as the browser would, in a container of its own. */
function firstScreen(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

function inApp(ui: ReactNode, at = '/') {
  return render(
    <MantineProvider defaultColorScheme="dark">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  ).container;
}

const wall = {
  id: 'w1',
  name: 'Spraywall of the Month',
  gym_name: 'Boulder Barn',
  image_url: '/images/w1.jpg',
  image_variants: [],
} as unknown as Wall;

describe("the first screen's words and controls are the app's", () => {
  it('in the top bar', () => {
    const first = firstScreen(topBarMarkup());
    const app = inApp(<TopBar drawerOpen={false} onToggleDrawer={() => {}} />);
    expect(controls(first)).toEqual(controls(app));
  });

  it("in the home page's hero", () => {
    const first = firstScreen(homeScreenMarkup());
    first.querySelector('header')!.remove();
    const app = inApp(<HomePage />);
    // The hero is what the first screen draws; the rest of the page comes with the app.
    const hero = app.querySelector('h1')!.closest('.mantine-Container-root') as HTMLElement;
    expect(controls(first)).toEqual(controls(hero));
  });

  it("in the home page's spraywall of the month card, under the hero", () => {
    const card = {
      id: 'w1',
      name: 'Spraywall of the Month',
      gym_name: 'Boulder Barn',
      thumbnail_url: '/images/w1-640.webp',
      image_variants: [{ width: 640, url: '/images/w1-640.webp' }],
    };
    spotlight.data = card;
    try {
      const first = firstScreen(homeScreenMarkup(card));
      first.querySelector('header')!.remove();
      const app = inApp(<HomePage />);
      // The app's card alone, without Mantine's inline responsive <style> (no word: a browser leaves
      // it out of names, jsdom does not).
      const appCard = app.querySelector('a[href="/walls/w1"]')!.cloneNode(true) as HTMLElement;
      for (const style of appCard.querySelectorAll('style')) style.remove();
      const cardAlone = document.createElement('div');
      cardAlone.append(appCard);
      const firstCard = first.querySelector('a[href="/walls/w1"]')!;
      // The card is one link: its name is every word on it, the photo's name first.
      expect(computeAccessibleName(firstCard)).toBe(computeAccessibleName(appCard));
      const hero = app.querySelector('h1')!.closest('.mantine-Container-root') as HTMLElement;
      expect(controls(first)).toEqual([...controls(hero), ...controls(cardAlone)]);
    } finally {
      spotlight.data = undefined;
    }
  });

  it("in a wall's banner and tabs", () => {
    const first = firstScreen(wallScreenMarkup(wall, { width: 1600, height: 1200 }));
    first.querySelector('header.fs-header')!.remove();
    const app = inApp(
      <>
        <WallBanner wall={wall} />
        <WallSubNav wallId={wall.id} />
      </>,
      `/walls/${wall.id}`,
    );
    expect(controls(first)).toEqual(controls(app));
  });

  it("in a climb's sheet at rest; Tick is a link there, so a tap before the app starts is kept", () => {
    const screen: ClimbScreen = {
      wallId: wall.id,
      wallName: wall.name,
      climbId: 'c3',
      name: 'Warm-up ladder',
      grade: '6A',
      position: { position: 3, total: 12, previousId: 'c2', nextId: 'c4' },
      photo: { image_url: '/images/w1.jpg', image_width: 1600, image_height: 1200, image_variants: [] },
      holds: [],
      holdLists: NO_HOLDS,
    };
    const first = firstScreen(climbScreenMarkup(screen, ''));
    const climb = { id: 'c3', wall_id: wall.id, name: 'Warm-up ladder' } as Climb;
    const app = inApp(<ClimbInfoSheet climb={climb} listParams={{}} opened onClose={() => {}} />);
    const sheet = first.querySelector<HTMLElement>('#fs-sheet')!;
    // Decision 0184: the first screen's Tick is a link to the page with its tick sheet asked for.
    const asTheAppDraws = controls(sheet).map((line) =>
      line.startsWith('link: Tick →') ? 'link: Tick → /walls/w1/climbs/c3/add-ascent' : line,
    );
    expect(asTheAppDraws).toEqual(controls(app));
  });
});
