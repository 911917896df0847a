/** Which message keys a source file reads (build/blocks.ts): what picks each block's string chunks. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keysRead } from '../../build/blocks';

const dir = mkdtempSync(join(tmpdir(), 'keys-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read(code: string): string[] {
  const file = join(dir, 'file.ts');
  writeFileSync(file, code);
  return keysRead(file, new Set(['cart.remove', 'cart.total', 'day.monday', 'day.tuesday']));
}

describe('keysRead', () => {
  it('finds quoted keys and templates with a known prefix', () => {
    expect(read("t('cart.total'); t(`day.${day}`);").sort()).toEqual(['cart.total', 'day.monday', 'day.tuesday']);
  });

  it('does not take an event name spelt like a key for a read', () => {
    const code = [
      "type E = { type: 'cart.remove' };",
      "if (event.type === 'cart.remove') go();",
      "switch (event.type) { case 'cart.remove': break; }",
      "const on = { 'cart.remove': { actions: 'change' } };",
    ].join('\n');
    expect(read(code)).toEqual([]);
  });
});
