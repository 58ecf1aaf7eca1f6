import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { UI_KIT_VERSION } from './version.js';

describe("ui-kit's version", () => {
  it('is the one package.json declares, which a copy announces and keys its page-wide state by', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(UI_KIT_VERSION).toBe(packageJson.version);
  });
});
