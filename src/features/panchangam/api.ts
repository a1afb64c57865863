import type { APIRoute } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { invalidInput, json } from '#src/server/http/errors.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { localDay, secondsToMidnight } from './clock.ts';
import { panchangamJson } from './json.ts';
import { panchangamQuerySchema } from './query.ts';
import { panchangamOn, panchangamRange } from './reckon.ts';

/**
 * GET /api/panchangam: one day (?date=), a span (?from=&to=), or the ashram's today. A day's
 * panchangam changes only when the ashram's place does, so caches may keep it for an hour; the
 * answer for today, asked without a date, only until the ashram's midnight.
 */
export const getPanchangam: APIRoute = async ({ url }) => {
  const asked = Object.fromEntries(url.searchParams);
  const parsed = panchangamQuerySchema.safeParse(asked);
  if (!parsed.success) throw invalidInput(parsed.error, asked);
  const query = parsed.data;
  const { place } = (await loadSettings(getDb())).settings;
  const headers = { 'cache-control': 'public, max-age=3600' };
  if (query.from !== undefined && query.to !== undefined) {
    return json(
      panchangamRange(place, query.from, query.to).map((d) => panchangamJson(d, place.timeZone)),
      200,
      headers,
    );
  }
  const now = new Date();
  const day = query.date ?? localDay(now, place.timeZone);
  if (query.date === undefined)
    headers['cache-control'] = `public, max-age=${Math.min(3600, secondsToMidnight(now, place.timeZone))}`;
  return json(panchangamJson(panchangamOn(place, day), place.timeZone), 200, headers);
};
