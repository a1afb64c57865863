import type { APIRoute } from 'astro';
import { getEvent, eventCalendar } from '#src/features/events/service.ts';
import { eventDescription, eventTitle } from '#src/features/events/index.ts';
import { siteDeps } from '#src/server/service-deps.ts';
import { parseId } from '#src/server/http/ids.ts';
import { getConfig } from '#src/server/config.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { isLang, localePath, pick } from '#src/i18n/index.ts';

/** One event as an .ics file, in the language the link asks for (calendarHref). */
export const GET: APIRoute = async ({ params, locals, url }) => {
  const id = parseId(params.id);
  const event = id
    ? await getEvent(siteDeps(), id).catch((e) => (e instanceof RequestError ? null : Promise.reject(e)))
    : null;
  if (!event)
    return new Response('This event no longer exists.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const { settings } = locals;
  const asked = url.searchParams.get('lang');
  const lang = isLang(asked) ? asked : locals.lang;
  const siteUrl = getConfig().SITE_URL;
  const body = eventCalendar(event, {
    siteUrl,
    host: new URL(siteUrl).host,
    title: eventTitle(event, lang),
    description: eventDescription(event, lang),
    pageUrl: new URL(localePath(lang, '/events/upcomingevents'), siteUrl).href,
    location: pick(settings.contacts.ashramAddress, lang),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="event-${event.id}.ics"`,
    },
  });
};
