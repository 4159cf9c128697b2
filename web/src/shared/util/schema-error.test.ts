import { describe, expect, it } from 'vitest';
import { UpdateUserBody, WallBody } from '@spraybook/contract';
import { schemaError } from './schema-error';

describe('schemaError', () => {
  it("gives the contract's own message for an invalid value", () => {
    expect(schemaError(WallBody.shape.name, '   ')).toBe("Wall name can't be empty");
    expect(schemaError(UpdateUserBody.shape.display_name, '')).toBe("Display name can't be empty");
  });

  it('gives nothing for a valid value', () => {
    expect(schemaError(WallBody.shape.name, ' The Cave ')).toBeUndefined();
  });
});
