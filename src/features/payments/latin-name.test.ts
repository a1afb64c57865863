import { describe, expect, it } from 'vitest';
import { latinName } from './latin-name.ts';

describe('latinName', () => {
  it('writes a Telugu name in plain Latin letters', () => {
    expect(latinName('రామ కృష్ణ శర్మ')).toBe('Rama Krsna Sarma');
    expect(latinName('లక్ష్మీ')).toBe('Laksmi');
    expect(latinName('సంపత్')).toBe('Sampat');
  });

  it('leaves a name already in Latin letters as it is', () => {
    expect(latinName('Sita Devi')).toBe('Sita Devi');
  });

  it('keeps Latin parts and digits of a mixed address', () => {
    expect(latinName('12-3, ఒంగోలు 523002')).toBe('12-3, Ongolu 523002');
  });
});
