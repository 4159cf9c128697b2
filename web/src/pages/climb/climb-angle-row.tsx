import { Group, Text } from '@mantine/core';
import type { Climb } from '@spraybook/contract';
import { RATING_MAX } from '@spraybook/contract/plain';
import { AngleChoice } from '../../shared/ui/walls/angle-choice';
import { GradeNote } from '../../shared/ui/climbs/grade-note';
import type { ShownFigures } from '../../shared/util/climbs/angle-figures';
import { ticksCount } from '../../shared/util/texts';

/**
 * The climb sheet's details (issue 47): on an adjustable wall 'Today at 45°' with − and +, and the ticks and rating
 * at that angle; on every wall the grade's note (the spread, the setter's grade, 'set at 40°'). In the sheet's
 * details, not at rest, so the photo keeps its room and a shared link's first screen stays as drawn (0214).
 */
export function ClimbAngleRow({
  climb,
  figures,
}: {
  climb: Climb;
  figures: ShownFigures & { angle: number | null };
}) {
  if (figures.angle === null) return <GradeNote climb={climb} figures={figures} />;
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <AngleChoice wallId={climb.wall_id} />
        <Text size="sm" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="angle-figures">
          {ticksCount(figures.ascents)}
          {figures.rating !== null && (
            <span aria-label={`${figures.rating} of ${RATING_MAX} stars`}> · ★ {figures.rating}</span>
          )}
        </Text>
      </Group>
      <GradeNote climb={climb} figures={figures} />
    </div>
  );
}
