import { SegmentedControl } from '@mantine/core';
import { useEffect } from 'react';
import { COLOR_BLIND_LETTERS, HOLD_COLORS, useColorBlindMode } from '../../../shared/canvas';
import { CLIMB_PREFERENCES } from '../logic/climb-preferences';
import { useClimbPreference } from '../hooks/use-climb-preference';
import type { TapRole } from '../logic/climb-selection';
import classes from './climb-editor.module.css';

const CYCLE = 'cycle';

/** The role's colour as the editor draws it, or its letter in colour-blind mode. */
function RoleLabel({ role, name, colorBlind }: { role: TapRole; name: string; colorBlind: boolean }) {
  return (
    <span className={classes.roleLabel}>
      {colorBlind ? (
        <span className={classes.roleLetter} aria-hidden>
          {COLOR_BLIND_LETTERS[role]}
        </span>
      ) : (
        <span className={classes.roleDot} style={{ background: HOLD_COLORS[role] }} aria-hidden />
      )}
      {name}
    </span>
  );
}

/**
 * What a tap on a hold gives (issue 44): Cycle keeps the spec's tap cycle; Start, Hand, Foot or Top
 * give that role in one tap, so a 6-hold problem takes a tap a hold plus a tap a role.
 */
export function TapRoleRow({
  value,
  onChange,
  size,
}: {
  value: TapRole | null;
  onChange: (role: TapRole | null) => void;
  size: 'xs' | 'sm';
}) {
  const [colorBlind] = useColorBlindMode();
  const [footOnly] = useClimbPreference(CLIMB_PREFERENCES.footOnly);
  // Foot-only holds turned off in Settings: a tap can no longer give one.
  useEffect(() => {
    if (!footOnly && value === 'foot') onChange(null);
  }, [footOnly, value, onChange]);
  const roles: { role: TapRole; name: string }[] = [
    { role: 'start', name: 'Start' },
    { role: 'intermediate', name: 'Hand' },
    ...(footOnly ? [{ role: 'foot' as const, name: 'Foot' }] : []),
    { role: 'top', name: 'Top' },
  ];
  return (
    <SegmentedControl
      aria-label="A tap gives"
      className={classes.roles}
      size={size}
      value={value ?? CYCLE}
      onChange={(picked) => onChange(picked === CYCLE ? null : (picked as TapRole))}
      data={[
        { value: CYCLE, label: 'Cycle' },
        ...roles.map(({ role, name }) => ({
          value: role,
          label: <RoleLabel role={role} name={name} colorBlind={colorBlind} />,
        })),
      ]}
    />
  );
}
