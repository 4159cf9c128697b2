import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_DETAIL, text } from './text.ts';

describe('text', () => {
  it('refuses NUL and other C0 control characters with one clear detail', () => {
    for (const bad of ['a\u0000', '\u0001', 'x\u001by', 'v\u000b', '\f']) {
      expect(text().safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_DETAIL);
    }
  });

  it('accepts tabs, line breaks and any printable text', () => {
    for (const good of ['', 'Crimp\tcity', 'line\r\nbreak', 'Šárka 🧗 ½']) {
      expect(text().parse(good)).toBe(good);
    }
  });

  it('keeps the refusal after trimming and length checks are chained on', () => {
    const schema = text().trim().min(1).max(10);
    expect(schema.safeParse(' a\u0000 ').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_DETAIL);
    expect(schema.parse('  ok  ')).toBe('ok');
  });
});
