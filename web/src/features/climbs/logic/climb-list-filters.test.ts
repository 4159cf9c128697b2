import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  atAngleParams,
  climbHref,
  DEFAULT_FILTERS,
  filterParams,
  gradeRangeReversed,
  nextSort,
  readFilters,
} from './climb-list-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('climb list filters in the URL', () => {
  it('are the defaults for an empty URL, and an empty URL for the defaults', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(filterParams(DEFAULT_FILTERS)).toEqual({});
  });

  it('come back unchanged from the URL they write', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      sortKey: 'grade' as const,
      sortAscending: true,
      gradeSystem: 'Font',
      gradeFrom: 4,
      gradeTo: 9,
      ratingMinimum: 3,
      ascentsMinimum: 2,
      excludeTicked: true,
      benchmark: true,
      setter: '6f1f4a1e-0000-4000-8000-000000000001',
      tags: ['crimpy' as const, 'slopey' as const],
      climbListId: '6f1f4a1e-0000-4000-8000-000000000002',
      usesHolds: ['a', 'b'],
      avoidHolds: ['c'],
    };
    const params = filterParams(filters);
    expect(params).toMatchObject({
      sort_key: 'grade',
      sort_ascending: 'true',
      tags: 'crimpy,slopey',
      uses_holds: 'a,b',
      benchmark: 'true',
    });
    expect(read(new URLSearchParams(params).toString())).toEqual(filters);
  });

  it('fall back to defaults for what they cannot read', () => {
    expect(
      read(
        'sort_key=height&grade_from=9999&rating_minimum=9&ascents_minimum=-2&tags=crimpy,sticky&grade_system=YDS',
      ),
    ).toEqual({ ...DEFAULT_FILTERS, ratingMinimum: 5, tags: ['crimpy'] });
  });

  it("ask the list at the reader's angle on an adjustable wall, and leave it out on a fixed one", () => {
    expect(atAngleParams({ benchmark: 'true' }, 50)).toEqual({ benchmark: 'true', angle: '50' });
    expect(atAngleParams({ benchmark: 'true' }, null)).toEqual({ benchmark: 'true' });
    expect(activeFilterCount({ ...DEFAULT_FILTERS, benchmark: true })).toBe(1);
  });

  it("carry the list's filters to a climb's address but not the reader's angle, kept on the device", () => {
    const climb = { wall_id: 'w', id: 'c' };
    expect(climbHref(climb, atAngleParams({ benchmark: 'true' }, 40))).toBe(
      '/walls/w/climbs/c?benchmark=true',
    );
    expect(climbHref(climb, atAngleParams({}, 40))).toBe('/walls/w/climbs/c');
  });

  it('count the filters in use, not the sort', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sortKey: 'name' })).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        gradeFrom: 3,
        gradeTo: 5,
        excludeTicked: true,
        avoidHolds: ['x'],
      }),
    ).toBe(3);
  });

  it('know a grade range that runs the wrong way, across systems', () => {
    expect(gradeRangeReversed({ gradeFrom: 10, gradeTo: 4 })).toBe(true);
    expect(gradeRangeReversed({ gradeFrom: 4, gradeTo: 4 })).toBe(false);
    expect(gradeRangeReversed({ gradeFrom: null, gradeTo: 4 })).toBe(false);
  });
});

describe('sorting by a column (spec 4)', () => {
  it('goes descending, ascending, then back to the default', () => {
    let sort = nextSort(DEFAULT_FILTERS, 'rating');
    expect(sort).toEqual({ sortKey: 'rating', sortAscending: false });
    sort = nextSort(sort, 'rating');
    expect(sort).toEqual({ sortKey: 'rating', sortAscending: true });
    expect(nextSort(sort, 'rating')).toEqual({ sortKey: 'new', sortAscending: false });
  });

  it('starts over descending on another column', () => {
    expect(nextSort({ sortKey: 'rating', sortAscending: true }, 'name')).toEqual({
      sortKey: 'name',
      sortAscending: false,
    });
  });

  it("on 'new', whose descending order is the default, goes ascending first", () => {
    expect(nextSort(DEFAULT_FILTERS, 'new')).toEqual({ sortKey: 'new', sortAscending: true });
  });
});
