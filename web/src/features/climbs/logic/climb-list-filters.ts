import { CLIMB_SORT_KEYS, CLIMB_TAG_NAMES, GRADES, RATING_MAX } from '@spraybook/contract/plain';

export type SortKey = (typeof CLIMB_SORT_KEYS)[number];
export type TagName = (typeof CLIMB_TAG_NAMES)[number];

/** Spec 3's climb filters, kept in the list's URL (so a filtered list can be shared and Back works). */
export interface ClimbListFilters {
  sortKey: SortKey;
  sortAscending: boolean;
  gradeSystem: string | null;
  gradeFrom: number | null;
  gradeTo: number | null;
  ratingMinimum: number;
  ascentsMinimum: number;
  excludeTicked: boolean;
  /** Only benchmarks (issue 47): at the reader's angle on an adjustable wall, else at each climb's set angle. */
  benchmark: boolean;
  setter: string | null;
  tags: TagName[];
  climbListId: string | null;
  usesHolds: string[];
  avoidHolds: string[];
}

export const DEFAULT_FILTERS: ClimbListFilters = {
  sortKey: 'new',
  sortAscending: false,
  gradeSystem: null,
  gradeFrom: null,
  gradeTo: null,
  ratingMinimum: 0,
  ascentsMinimum: 0,
  excludeTicked: false,
  benchmark: false,
  setter: null,
  tags: [],
  climbListId: null,
  usesHolds: [],
  avoidHolds: [],
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const grade = (value: string | null) => {
  const id = Number(value);
  return value && GRADES.some((g) => g.id === id) ? id : null;
};
const wholeAtLeast0 = (value: string | null, max = Number.POSITIVE_INFINITY) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), max) : 0;
};
const isSortKey = (v: string | null): v is SortKey => CLIMB_SORT_KEYS.some((k) => k === v);
const isTag = (v: string): v is TagName => CLIMB_TAG_NAMES.some((t) => t === v);

/** The filters a list URL says; anything unreadable falls back to its default. */
export function readFilters(params: URLSearchParams): ClimbListFilters {
  const sortKey = params.get('sort_key');
  const system = params.get('grade_system');
  return {
    sortKey: isSortKey(sortKey) ? sortKey : DEFAULT_FILTERS.sortKey,
    sortAscending: params.get('sort_ascending') === 'true',
    gradeSystem: system && GRADES.some((g) => g.system === system) ? system : null,
    gradeFrom: grade(params.get('grade_from')),
    gradeTo: grade(params.get('grade_to')),
    ratingMinimum: wholeAtLeast0(params.get('rating_minimum'), RATING_MAX),
    ascentsMinimum: wholeAtLeast0(params.get('ascents_minimum')),
    excludeTicked: params.get('exclude_ticked') === 'true',
    benchmark: params.get('benchmark') === 'true',
    setter: params.get('setter') || null,
    tags: list(params.get('tags')).filter(isTag),
    climbListId: params.get('climb_list_id') || null,
    usesHolds: list(params.get('uses_holds')),
    avoidHolds: list(params.get('avoid_holds')),
  };
}

/** The API's query parameters (snake_case, as spec 7 names them), leaving out what is at its default. */
export function filterParams(f: ClimbListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.sortKey !== DEFAULT_FILTERS.sortKey || f.sortAscending) params.sort_key = f.sortKey;
  if (f.sortAscending) params.sort_ascending = 'true';
  if (f.gradeSystem) params.grade_system = f.gradeSystem;
  if (f.gradeFrom !== null) params.grade_from = String(f.gradeFrom);
  if (f.gradeTo !== null) params.grade_to = String(f.gradeTo);
  if (f.ratingMinimum > 0) params.rating_minimum = String(f.ratingMinimum);
  if (f.ascentsMinimum > 0) params.ascents_minimum = String(f.ascentsMinimum);
  if (f.excludeTicked) params.exclude_ticked = 'true';
  if (f.benchmark) params.benchmark = 'true';
  if (f.setter) params.setter = f.setter;
  if (f.tags.length) params.tags = f.tags.join(',');
  if (f.climbListId) params.climb_list_id = f.climbListId;
  if (f.usesHolds.length) params.uses_holds = f.usesHolds.join(',');
  if (f.avoidHolds.length) params.avoid_holds = f.avoidHolds.join(',');
  return params;
}

/** How many filters (not the sort) differ from the defaults: the badge on the Filters button. */
export function activeFilterCount(f: ClimbListFilters): number {
  return [
    f.gradeFrom !== null || f.gradeTo !== null,
    f.ratingMinimum > 0,
    f.ascentsMinimum > 0,
    f.excludeTicked,
    f.benchmark,
    f.setter !== null,
    f.tags.length > 0,
    f.climbListId !== null,
    f.usesHolds.length > 0 || f.avoidHolds.length > 0,
  ].filter(Boolean).length;
}

/** Whether the grade range runs the wrong way (the list then refuses it). */
export function gradeRangeReversed(f: Pick<ClimbListFilters, 'gradeFrom' | 'gradeTo'>): boolean {
  const rank = (id: number | null) => GRADES.find((g) => g.id === id)?.fuzzy_unified_rank;
  const [from, to] = [rank(f.gradeFrom), rank(f.gradeTo)];
  return from !== undefined && to !== undefined && from > to;
}

/**
 * Spec 4, sorting by column: the first click on a column sorts by it descending, the second
 * ascending, the third clears the sort (back to the default, newest first; on the 'new' column, whose
 * descending order is the default, the first click is the second).
 */
export function nextSort(
  current: Pick<ClimbListFilters, 'sortKey' | 'sortAscending'>,
  clicked: SortKey,
): Pick<ClimbListFilters, 'sortKey' | 'sortAscending'> {
  if (current.sortKey !== clicked) return { sortKey: clicked, sortAscending: false };
  if (!current.sortAscending) return { sortKey: clicked, sortAscending: true };
  return { sortKey: DEFAULT_FILTERS.sortKey, sortAscending: DEFAULT_FILTERS.sortAscending };
}

/**
 * The list's API query: its filters, and on an adjustable wall the reader's angle, which the grade, rating and
 * ticks filters, sorts and the benchmark filter read the figures at (the angle stays out of the URL: it is the
 * reader's, kept on the device).
 */
export const atAngleParams = (params: Record<string, string>, angle: number | null) =>
  angle === null ? params : { ...params, angle: String(angle) };

/**
 * A climb page's list query for Previous and Next: the filters of the list it was opened from (its address's
 * query, see climbHref) at the reader's angle. The page and its early downloads (preload-climb-page.ts) ask alike.
 */
export const climbPageListParams = (search: URLSearchParams, angle: number | null) =>
  atAngleParams(filterParams(readFilters(search)), angle);

/**
 * A climb's address from a list: the list's filters ride along, so Previous and Next follow that list; the
 * reader's angle does not (atAngleParams: it is kept on the device, and the climb page adds it again).
 */
export function climbHref(
  climb: { wall_id: string; id: string },
  listParams: Record<string, string>,
): string {
  const { angle: _readersAngle, ...filters } = listParams;
  const query = new URLSearchParams(filters).toString();
  return `/walls/${climb.wall_id}/climbs/${climb.id}${query ? `?${query}` : ''}`;
}
