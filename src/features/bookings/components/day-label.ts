const formats = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  te: new Intl.DateTimeFormat('te-IN', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
};

/** 'Mon, 07/12/2026': the site's dd/MM/yyyy with the weekday, which devotees choose by. */
export const dayLabel = (day: string, lang: 'en' | 'te') => formats[lang].format(new Date(`${day}T00:00:00Z`));
