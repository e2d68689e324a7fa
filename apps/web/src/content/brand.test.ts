import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand as config, logoSvg } from '@meridian/brand';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';

const here = dirname(fileURLToPath(import.meta.url));
const read = (relative: string) => readFileSync(join(here, relative), 'utf8');

describe('the brand a carrier replaces in packages/brand/src/brand.config.ts', () => {
  it('the favicon is the configured mark', () => {
    expect(read('../../public/favicon.svg').trim()).toBe(logoSvg(config.logo));
  });

  it('the browser theme colour is the mark’s background', () => {
    expect(read('../../index.html')).toContain(`<meta name="theme-color" content="${config.logo.background}" />`);
  });

  it('the pages print every phone in its display form', () => {
    expect(brand.phones).toEqual({
      main: config.phones.main.display,
      support: config.phones.support.display,
      emergency: config.phones.emergency.display,
    });
  });

  it('no marketing copy spells out the name, a phone, the domain or the office’s city itself', () => {
    const literals = [config.name, config.domain, config.headOffice.city, ...Object.values(config.phones).map((phone) => phone.display)];
    const copy = readdirSync(here).filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'brand.ts');
    expect(copy.length).toBeGreaterThan(5);
    const found = copy.flatMap((file) => literals.filter((literal) => read(file).includes(literal)).map((literal) => `${file}: ${literal}`));
    expect(found).toEqual([]);
  });
});
