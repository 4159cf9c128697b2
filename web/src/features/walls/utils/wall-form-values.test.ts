import { describe, expect, it } from 'vitest';
import { initialWallFormValues, toWallBody, validateWallForm } from './wall-form-values';

describe('wall form values', () => {
  it('starts a new wall at the default angle of 40', () => {
    expect(initialWallFormValues()).toMatchObject({
      name: '',
      defaultAngle: 40,
      adjustableAngle: false,
      isPrivate: false,
    });
  });

  it('rejects a blank name and a missing photo on add', () => {
    const values = { ...initialWallFormValues(), name: '   ' };
    expect(validateWallForm(values, { chosen: false, required: true })).toEqual({
      name: "Wall name can't be empty",
      photo: 'You must submit an image of the wall',
    });
  });

  it('does not require a photo on edit', () => {
    const values = { ...initialWallFormValues(), name: 'Cave' };
    expect(validateWallForm(values, { chosen: false, required: false })).toEqual({});
  });

  it('sends the default angle only for adjustable walls and invited users only for private ones', () => {
    const values = {
      ...initialWallFormValues(),
      name: ' Cave ',
      gymName: ' ',
      invitedUsers: ['u1'],
      adminUsers: ['u2'],
    };
    expect(toWallBody(values)).toMatchObject({
      name: 'Cave',
      gym_name: null,
      default_angle: null,
      invited_users: [],
      admin_users: ['u2'],
    });
    expect(toWallBody({ ...values, adjustableAngle: true, isPrivate: true }, 'abc')).toMatchObject({
      default_angle: 40,
      invited_users: ['u1'],
      base64_image: 'abc',
    });
  });

  it("starts with no address, or the wall's own, and sends the address as the setter left it", () => {
    expect(Object.values(initialWallFormValues().address).every((p) => p === null)).toBe(true);
    const address = { ...initialWallFormValues().address, road: 'Road', house_number: '12', city: 'City' };
    expect(toWallBody({ ...initialWallFormValues(), name: 'x', address }).address).toEqual(address);
  });

  it('leaves the photo out when none was chosen', () => {
    expect(toWallBody({ ...initialWallFormValues(), name: 'x' })).not.toHaveProperty('base64_image');
  });
});
