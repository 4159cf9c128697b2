import { GRADES } from '@spraybook/contract';
import { asc, eq } from 'drizzle-orm';
import type { AccountPart, ExportedPerson } from '../../account-data/account-part.ts';
import { climbColumns, onClimb } from '../../account-data/shown-names.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { brokenVotes, gradeVotes, ratingVotes } from '../../db/schema/votes.ts';
import { walls } from '../../db/schema/walls.ts';
import { climbTags, climbTagVotes } from '../climbs/public.ts';

/** Grade, rating and broken votes, and tag votes with the tag's name. */
async function voteRows({ db, userId, names }: ExportedPerson) {
  const of = (table: typeof gradeVotes | typeof ratingVotes | typeof brokenVotes) =>
    db
      .select({ ...climbColumns(names), value: table.value, public: table.public })
      .from(table)
      .innerJoin(climbs, eq(climbs.id, table.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(table.userId, userId))
      .orderBy(asc(table.created));
  const tags = db
    .select({ ...climbColumns(names), tag: climbTags.name, score: climbTagVotes.score })
    .from(climbTagVotes)
    .innerJoin(climbTags, eq(climbTags.id, climbTagVotes.tagId))
    .innerJoin(climbs, eq(climbs.id, climbTags.climbId))
    .innerJoin(walls, eq(walls.id, climbs.wallId))
    .where(eq(climbTagVotes.userId, userId))
    .orderBy(asc(climbTags.created));
  const [grade, rating, broken, tag] = await Promise.all([
    of(gradeVotes),
    of(ratingVotes),
    of(brokenVotes),
    tags,
  ]);
  return { grade, rating, broken, tag };
}

const gradeName = (id: number) => {
  const g = GRADES.find((row) => row.id === id);
  return g ? `${g.grade} (${g.system})` : String(id);
};

/** A person's votes in their data export (they stay, anonymous, with the account's deletion). */
export const votesAccountPart: AccountPart = {
  async exportSections(person) {
    const votes = await voteRows(person);
    return {
      votes: [
        ...votes.grade.map((v) => ({
          kind: 'grade' as const,
          ...onClimb(v),
          value: gradeName(Number(v.value)),
          public: v.public,
        })),
        ...votes.rating.map((v) => ({
          kind: 'rating' as const,
          ...onClimb(v),
          value: `${Number(v.value)} stars`,
          public: v.public,
        })),
        ...votes.broken.map((v) => ({
          kind: 'broken' as const,
          ...onClimb(v),
          value: v.value ? 'yes' : 'no',
          public: v.public,
        })),
        ...votes.tag.map((v) => ({
          kind: 'tag' as const,
          ...onClimb(v),
          value: `${v.tag} ${v.score > 0 ? '+1' : '-1'}`,
          public: true,
        })),
      ],
    };
  },
};
