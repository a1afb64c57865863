import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { localMidnight } from './clock.ts';

export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
}

/**
 * Sunrise and sunset as Telugu almanacs print them today (and drikpanchang.com by default): the
 * moment the Sun's upper limb touches the horizon, with the atmosphere's refraction, which is what
 * the library's SearchRiseSet finds (docs/decisions/160).
 */
function riseOrSet(place: Place, direction: 1 | -1, from: Date): Date {
  const observer = new Observer(place.latitude, place.longitude, 0);
  const found = SearchRiseSet(Body.Sun, observer, direction, from, 1.5);
  if (!found)
    throw new Error(`The Sun does not ${direction > 0 ? 'rise' : 'set'} at ${place.latitude}, ${place.longitude}`);
  return found.date;
}

/** The first sunrise of a civil day at the place. */
export const sunriseOn = (place: Place, day: string) => riseOrSet(place, 1, localMidnight(day, place.timeZone));
/** The sunset that follows a sunrise. */
export const sunsetAfter = (place: Place, sunrise: Date) => riseOrSet(place, -1, sunrise);
