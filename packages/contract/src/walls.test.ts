import { describe, expect, it } from 'vitest';
import { isArchiveWallBody, UpdateWallBody, WallBody, WallsQuery } from './walls.ts';

describe('WallBody', () => {
  it("trims the name and refuses a blank one with 'Wall name can't be empty'", () => {
    expect(WallBody.parse({ name: ' Cave ' }).name).toBe('Cave');
    expect(WallBody.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe("Wall name can't be empty");
  });
  it('fills defaults and turns empty optional texts into null', () => {
    expect(WallBody.parse({ name: 'x', gym_name: ' ', description: '' })).toMatchObject({
      gym_name: null,
      description: null,
      coordinates: null,
      private: false,
      adjustable_angle: false,
      default_angle: null,
      invited_users: [],
      admin_users: [],
    });
  });
  it('refuses angles outside -90..90 and coordinates off the globe', () => {
    expect(WallBody.safeParse({ name: 'x', default_angle: -91 }).success).toBe(false);
    expect(WallBody.safeParse({ name: 'x', coordinates: [91, 0] }).success).toBe(false);
  });
});

describe("WallBody's address", () => {
  it('trims each part, turns blank parts into null and fills the parts not sent', () => {
    expect(
      WallBody.parse({ name: 'x', address: { road: ' Road ', house_number: '', city: 'City' } }).address,
    ).toEqual({
      road: 'Road',
      house_number: null,
      suburb: null,
      city_district: null,
      city: 'City',
      county: null,
      municipality: null,
      country: null,
    });
  });
  it('takes a missing or null address as none', () => {
    expect(Object.values(WallBody.parse({ name: 'x' }).address).every((p) => p === null)).toBe(true);
    expect(Object.values(WallBody.parse({ name: 'x', address: null }).address).every((p) => p === null)).toBe(
      true,
    );
  });
  it('refuses a part over 100 characters with a message that names the part', () => {
    expect(WallBody.safeParse({ name: 'x', address: { city: 'c'.repeat(100) } }).success).toBe(true);
    expect(
      WallBody.safeParse({ name: 'x', address: { city: 'c'.repeat(101) } }).error?.issues[0]?.message,
    ).toBe('City can be at most 100 characters');
    expect(
      WallBody.safeParse({ name: 'x', address: { house_number: '1'.repeat(101) } }).error?.issues[0]?.message,
    ).toBe('House number can be at most 100 characters');
  });
  it('refuses a part that is not text, or carries control characters', () => {
    expect(WallBody.safeParse({ name: 'x', address: { road: 12 } }).success).toBe(false);
    expect(WallBody.safeParse({ name: 'x', address: { road: 'a\u0000b' } }).success).toBe(false);
  });
});

describe('UpdateWallBody', () => {
  it('takes { archived } alone, or the full details', () => {
    expect(UpdateWallBody.parse({ archived: true })).toEqual({ archived: true });
    expect(UpdateWallBody.parse({ name: 'x' })).toMatchObject({ name: 'x' });
  });

  it('tells the archive command from the details, even when the details also send archived', () => {
    expect(isArchiveWallBody(UpdateWallBody.parse({ archived: false }))).toBe(true);
    expect(isArchiveWallBody(UpdateWallBody.parse({ name: 'x', archived: true }))).toBe(false);
  });
});

describe('WallsQuery', () => {
  it('defaults to limit 10 and skip 0, and reads favorites=true', () => {
    expect(WallsQuery.parse({})).toEqual({ limit: 10, skip: 0, favorites: false });
    expect(WallsQuery.parse({ favorites: 'true', limit: '5', skip: '15' })).toEqual({
      limit: 5,
      skip: 15,
      favorites: true,
    });
  });
});
