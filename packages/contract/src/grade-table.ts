/** The grade scales as plain data (no zod), so the web's editor can use them without loading schemas. */

export interface GradeRow {
  id: number;
  system: string;
  grade: string;
  rank: number;
  fuzzy_unified_rank: number;
}

const font = [
  '4',
  '5',
  '5+',
  '6A',
  '6A+',
  '6B',
  '6B+',
  '6C',
  '6C+',
  '7A',
  '7A+',
  '7B',
  '7B+',
  '7C',
  '7C+',
  '8A',
  '8A+',
  '8B',
  '8B+',
  '8C',
  '8C+',
  '9A',
];
// V grades mapped onto the Font ladder above (index into `font`), the usual conversion table.
const vScale: [string, number][] = [
  ['V0', 1],
  ['V1', 2.5],
  ['V2', 3.5],
  ['V3', 4.5],
  ['V4', 6.5],
  ['V5', 7.5],
  ['V6', 8],
  ['V7', 9],
  ['V8', 10.5],
  ['V9', 11.5],
  ['V10', 12],
  ['V11', 13],
  ['V12', 14],
  ['V13', 15],
  ['V14', 16],
  ['V15', 17],
  ['V16', 18],
  ['V17', 19],
];

export const GRADES: readonly GradeRow[] = [
  ...font.map((grade, rank) => ({ id: rank + 1, system: 'Font', grade, rank, fuzzy_unified_rank: rank })),
  ...vScale.map(([grade, unified], rank) => ({
    id: 101 + rank,
    system: 'V',
    grade,
    rank,
    fuzzy_unified_rank: unified,
  })),
];

export const GRADE_SYSTEMS = [...new Set(GRADES.map((g) => g.system))];
