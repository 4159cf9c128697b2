import { describe, expect, it } from 'vitest';
import { parseArgs, resolveTap } from './parse-args.ts';

describe('the holds command line', () => {
  it('reads outline with relative and pixel taps, in order', () => {
    const command = parseArgs(['outline', 'wall.jpg', '--at', '0.25,0.5', '--at', '120px,300px']);
    expect(command).toEqual({
      kind: 'outline',
      image: 'wall.jpg',
      taps: [
        { x: 0.25, y: 0.5, pixels: false },
        { x: 120, y: 300, pixels: true },
      ],
    });
    if (command.kind !== 'outline') throw new Error('not outline');
    expect(resolveTap(command.taps[1]!, 400, 600)).toEqual({ x: 0.3, y: 0.5 });
  });

  it('reads --known KNOWN.json before or after the taps, and with suggest', () => {
    expect(parseArgs(['outline', 'wall.jpg', '--known', 'k.json', '--at', '0.1,0.2'])).toEqual({
      kind: 'outline',
      image: 'wall.jpg',
      taps: [{ x: 0.1, y: 0.2, pixels: false }],
      known: 'k.json',
    });
    expect(parseArgs(['outline', 'wall.jpg', '--at', '0.1,0.2', '--known', 'k.json'])).toMatchObject({
      known: 'k.json',
    });
    expect(parseArgs(['suggest', 'wall.jpg', '--known', 'k.json'])).toEqual({
      kind: 'suggest',
      image: 'wall.jpg',
      known: 'k.json',
    });
  });

  it('reads suggest with just an image', () => {
    expect(parseArgs(['suggest', 'wall.jpg'])).toEqual({ kind: 'suggest', image: 'wall.jpg' });
  });

  it.each([
    [[], /unknown command/],
    [['trace', 'a.jpg'], /unknown command 'trace'/],
    [['outline'], /IMAGE is missing/],
    [['outline', 'a.jpg'], /at least one --at/],
    [['outline', 'a.jpg', '--at'], /expected --at/],
    [['outline', 'a.jpg', '--at', '1.5,0.2'], /outside 0..1/],
    [['outline', 'a.jpg', '--at', '10px,0.2'], /X,Y \(0..1\) or Xpx,Ypx/],
    [['outline', 'a.jpg', '--at', 'left'], /X,Y/],
    [['suggest', 'a.jpg', '--at', '0.1,0.1'], /suggest takes only --known/],
    [['suggest', 'a.jpg', '--known'], /--known needs a KNOWN.json file/],
    [['suggest', 'a.jpg', '--known', '--at'], /--known needs a KNOWN.json file/],
    [['suggest', 'a.jpg', '--known', 'a.json', '--known', 'b.json'], /--known is given twice/],
    [['outline', 'a.jpg', '--known', 'k.json'], /at least one --at/],
    [['outline', 'a.jpg', '--at', '0.1,0.1', '--near', '3'], /expected --at X,Y or --known/],
  ])('refuses %j', (args, message) => {
    expect(() => parseArgs(args)).toThrow(message);
  });
});
