import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconList, IconPlus, IconWall } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { NARROW_SCREEN } from '../../../lib/breakpoints';
import classes from './wall-sub-nav.module.css';

const TABS = [
  { label: 'Overview', icon: IconWall, path: '' },
  { label: 'Climbs', icon: IconList, path: '/list' },
  { label: 'Add climb', icon: IconPlus, path: '/add-climb' },
];

/** Overview / Climbs / Add climb; icons only on narrow screens (spec 2.6). */
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
                  aria-current={pathname.replace(/\/$/, '') === to ? 'page' : undefined}
                  aria-label={narrow ? label : undefined}
                >
                  <Icon size={narrow ? 24 : 18} aria-hidden />
                  {!narrow && label}
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </nav>
  );
}
