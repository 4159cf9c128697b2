import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconList, IconPlus, IconWall } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { WALL_TABS } from '@spraybook/contract/plain';
import { NARROW_SCREEN } from '../../../shared/util/breakpoints';
import classes from './wall-sub-nav.module.css';

/** The contract's tabs, in its order, with their icons. */
const TABS = WALL_TABS.map((tab, i) => ({ ...tab, icon: [IconWall, IconList, IconPlus][i]! }));

/**
 * Overview / Climbs / Add climb (spec 2.6). On narrow screens the spec's icons lead, each with its
 * name in small type beneath (issue 23: icons alone left climbers guessing), one finger-wide tab each.
 */
export function WallSubNav({ wallId }: { wallId: string }) {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false });
  return (
    <nav aria-label="Wall" className={classes.nav}>
      <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
        <ul className={classes.list} style={narrow ? { justifyContent: 'space-around' } : undefined}>
          {TABS.map(({ label, icon: Icon, path }) => {
            const to = `/walls/${wallId}${path}`;
            return (
              <li key={label}>
                <Link
                  to={to}
                  className={classes.link}
                  data-narrow={narrow || undefined}
                  aria-current={pathname.replace(/\/$/, '') === to ? 'page' : undefined}
                >
                  <Icon size={narrow ? 22 : 18} aria-hidden />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </nav>
  );
}
