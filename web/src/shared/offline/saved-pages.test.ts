import { describe, expect, it } from 'vitest';
import { apiCacheKey } from './cache-keys';
import { savedPageOf } from './saved-pages';

const API = 'https://spraybook.example/api';

describe('the offline page lists a kept answer', () => {
  it("as its wall's page, by the wall's name", () => {
    const key = apiCacheKey(`${API}/walls/w1`, 'visitor');
    expect(savedPageOf(key, { id: 'w1', name: 'The board' }, 'visitor')).toEqual({
      path: '/walls/w1',
      name: 'The board',
      kind: 'wall',
    });
  });

  it("as its climb's page on its wall", () => {
    const key = apiCacheKey(`${API}/climbs/c1`, 'u1');
    expect(savedPageOf(key, { name: 'Crimp city', wall_id: 'w1' }, 'u1')).toEqual({
      path: '/walls/w1/climbs/c1',
      name: 'Crimp city',
      kind: 'climb',
    });
  });

  it("never for another account's answers, nor for lists and other reads", () => {
    expect(
      savedPageOf(apiCacheKey(`${API}/walls/w1`, 'u2'), { id: 'w1', name: 'The board' }, 'u1'),
    ).toBeNull();
    // The home page's spraywall of the month: a wall's name, but no page of its own kept.
    const spotlight = { id: 'w1', name: 'Spraywall of the Month' };
    expect(savedPageOf(apiCacheKey(`${API}/walls/spotlight`, 'u1'), spotlight, 'u1')).toBeNull();
    expect(savedPageOf(apiCacheKey(`${API}/walls/w1/climbs`, 'u1'), { name: 'x' }, 'u1')).toBeNull();
    expect(savedPageOf(apiCacheKey(`${API}/climbs/c1`, 'u1'), { name: 'No wall' }, 'u1')).toBeNull();
  });
});
