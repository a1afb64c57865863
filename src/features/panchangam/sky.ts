import { EclipticGeoMoon, MakeTime, SunPosition, e_tilt, type AstroTime } from 'astronomy-engine';

/**
 * Sidereal longitudes of the Sun and the Moon with the Lahiri (Chitrapaksha) ayanamsa, the one the
 * Government of India's Rashtriya Panchang and Telugu almanacs use.
 *
 * The library gives longitudes from the true equinox of date. The ayanamsa is taken as Lahiri's
 * value at its epoch (the one Swiss Ephemeris uses, 23.245524743° mean at JD 2435553.5, 1956-03-21)
 * carried forward by the IAU 2006 general precession in longitude, plus the nutation in longitude,
 * so the result is the true ayanamsa of date (23°51'11" on 2000-01-01, as published).
 */
const EPOCH_AYANAMSA = 23.245524743;
const EPOCH_T = (2435553.5 - 2451545.0) / 36525;
const precession = (t: number) => (5028.796195 * t + 1.1054348 * t * t) / 3600;

/** Lahiri ayanamsa in degrees at a moment, nutation included. */
export function ayanamsa(time: AstroTime): number {
  const t = time.tt / 36525;
  return EPOCH_AYANAMSA + precession(t) - precession(EPOCH_T) + e_tilt(time).dpsi / 3600;
}

export const norm = (degrees: number) => ((degrees % 360) + 360) % 360;

export interface Longitudes {
  sun: number;
  moon: number;
}

/** Sidereal longitudes in degrees [0, 360) at a moment. */
export function siderealLongitudes(when: AstroTime | Date): Longitudes {
  const time = MakeTime(when);
  const a = ayanamsa(time);
  return { sun: norm(SunPosition(time).elon - a), moon: norm(EclipticGeoMoon(time).lon - a) };
}

/** The angles a panchangam divides: each is a function of the two longitudes. */
export const angles = {
  /** Moon ahead of the Sun: 12° a tithi, 6° a karanam. */
  elongation: (l: Longitudes) => norm(l.moon - l.sun),
  moon: (l: Longitudes) => l.moon,
  /** Sum of the two: 13°20' a yogam. */
  sum: (l: Longitudes) => norm(l.moon + l.sun),
  sun: (l: Longitudes) => l.sun,
} as const;
export type AngleName = keyof typeof angles;
