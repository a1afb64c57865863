import { describe, expect, it } from 'vitest';
import {
  rasiChoices,
  rasiName,
  starChoices,
  starName,
  stateChoices,
  stateName,
  storedRasi,
  storedStar,
} from './names.ts';
import { houseTable } from '#src/features/vaastu/ayadi-tables.ts';

// The names a Telugu panchangam prints, in order: what a Telugu reader must see for each star.
const panchangam =
  'అశ్విని భరణి కృత్తిక రోహిణి మృగశిర ఆరుద్ర పునర్వసు పుష్యమి ఆశ్లేష మఖ పుబ్బ ఉత్తర హస్త చిత్త స్వాతి విశాఖ ' +
  'అనూరాధ జ్యేష్ఠ మూల పూర్వాషాఢ ఉత్తరాషాఢ శ్రవణం ధనిష్ఠ శతభిషం పూర్వాభాద్ర ఉత్తరాభాద్ర రేవతి';

describe('star, rasi and state names', () => {
  it('offers the 27 stars by their English name, labelled as a Telugu panchangam prints them', () => {
    expect(starChoices('te').map((c) => c.label)).toEqual(panchangam.split(' '));
    expect(starChoices('te')[10]).toEqual({ value: 'Purva Phalguni', label: 'పుబ్బ' });
    expect(starChoices('en')[10]).toEqual({ value: 'Purva Phalguni', label: 'Purva Phalguni' });
  });

  it('shows a stored name in the reader language, and an unknown one as stored', () => {
    expect(starName('Ardra', 'te')).toBe('ఆరుద్ర');
    expect(starName('Ardra', 'en')).toBe('Ardra');
    expect(rasiName('Simha', 'te')).toBe('సింహం');
    expect(rasiName('Simha', 'en')).toBe('Simha');
    expect(stateName('Andhra Pradesh', 'te')).toBe('ఆంధ్రప్రదేశ్');
    expect(stateName('Telangana', 'te')).toBe('తెలంగాణ');
    expect(stateName('Andhra Pradesh', 'en')).toBe('Andhra Pradesh');
    expect(starName('Someone typed this', 'te')).toBe('Someone typed this');
  });

  it('names every state and union territory in Telugu script', () => {
    const te = stateChoices('te');
    expect(te).toHaveLength(36);
    for (const c of te) expect(c.label).toMatch(/^[\u0C00-\u0C7F ,‌]+$/);
    expect(rasiChoices('te')).toHaveLength(12);
  });

  it('stores a name given in either language, old Telugu spellings too, by its English name', () => {
    expect(storedStar('పుబ్బ')).toBe('Purva Phalguni');
    expect(storedStar('పూర్వ ఫల్గుని')).toBe('Purva Phalguni');
    expect(storedStar(' revati ')).toBe('Revati');
    expect(storedStar('Pluto')).toBeUndefined();
    expect(storedRasi('సింహం')).toBe('Simha');
    expect(storedRasi('x')).toBeUndefined();
  });

  it('gives the vaastu calculator the same Telugu star names', () => {
    const names = houseTable.outputs.find((o) => o.key === 'nakshatra')!.names!;
    expect(names.te).toEqual(panchangam.split(' '));
  });
});
