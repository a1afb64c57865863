import { isoAt } from './clock.ts';
import type { Panchangam } from './reckon.ts';
import {
  adhikaName,
  nijaName,
  ayanamNames,
  karanamNames,
  masamNames,
  nakshatramNames,
  pakshamNames,
  ruthuvuNames,
  samvatsaramNames,
  tithiNames,
  vaaramNames,
  yogamNames,
  type Name,
} from './names.ts';

const prefixed = (prefix: Name | undefined, name: Name): Name =>
  prefix ? { en: `${prefix.en} ${name.en}`, te: `${prefix.te} ${name.te}` } : name;

/** A day's panchangam as the API answers it: names in both languages, times at the ashram with their offset. */
export function panchangamJson(day: Panchangam, timeZone: string) {
  const at = (d: Date) => isoAt(d, timeZone);
  const limb = (names: readonly Name[], l: { number: number; endsAt: Date }) => ({
    number: l.number,
    name: names[l.number - 1]!,
    endsAt: at(l.endsAt),
  });
  const span = (s: { start: Date; end: Date }) => ({ start: at(s.start), end: at(s.end) });
  const masam = masamNames[day.masam.number - 1]!;
  return {
    date: day.date,
    sunrise: at(day.sunrise),
    sunset: at(day.sunset),
    vaaram: { number: day.vaaram, name: vaaramNames[day.vaaram - 1]! },
    tithi: { ...limb(tithiNames, day.tithi), paksham: { number: day.paksham, name: pakshamNames[day.paksham - 1]! } },
    nakshatram: limb(nakshatramNames, day.nakshatram),
    yogam: limb(yogamNames, day.yogam),
    karanam: limb(karanamNames, day.karanam),
    masam: {
      number: day.masam.number,
      adhika: day.masam.adhika,
      nija: day.masam.nija,
      name: prefixed(day.masam.adhika ? adhikaName : day.masam.nija ? nijaName : undefined, masam),
      endsAt: at(day.masam.endsAt),
    },
    ruthuvu: limb(ruthuvuNames, day.ruthuvu),
    ayanam: limb(ayanamNames, day.ayanam),
    samvatsaram: limb(samvatsaramNames, day.samvatsaram),
    rahuKalam: span(day.rahuKalam),
    yamagandam: span(day.yamagandam),
    gulikaKalam: span(day.gulikaKalam),
  };
}

export type PanchangamJson = ReturnType<typeof panchangamJson>;
