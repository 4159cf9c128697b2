import { describe, expect, it } from 'vitest';
import { chosenAngleOf, readKeptAngle, stepAngle, wallAngleKey } from './wall-angle';

describe("the reader's angle on a wall", () => {
  it('is none on a fixed wall, whatever this device kept', () => {
    expect(chosenAngleOf({ adjustable_angle: false, default_angle: null }, '50')).toEqual({
      angle: null,
      chosen: false,
    });
  });

  it("is the kept choice on an adjustable wall, else the wall's default angle (else 40°)", () => {
    const board = { adjustable_angle: true, default_angle: 35 };
    expect(chosenAngleOf(board, '50')).toEqual({ angle: 50, chosen: true });
    expect(chosenAngleOf(board, '')).toEqual({ angle: 35, chosen: false });
    expect(chosenAngleOf({ ...board, default_angle: null }, '')).toEqual({ angle: 40, chosen: false });
  });

  it('reads back only whole degrees within -90..90', () => {
    expect(readKeptAngle('-90')).toBe(-90);
    expect(readKeptAngle('91')).toBeNull();
    expect(readKeptAngle('42.5')).toBeNull();
    expect(readKeptAngle('steep')).toBeNull();
  });

  it('steps 5° a tap within -90..90, and is kept per wall', () => {
    expect(stepAngle(45, 1)).toBe(50);
    expect(stepAngle(88, 1)).toBe(90);
    expect(stepAngle(-88, -1)).toBe(-90);
    expect(wallAngleKey('w1')).not.toBe(wallAngleKey('w2'));
  });
});
