/**
 * /vastu reads for a house or for a land (plot), chosen by a switch and kept in the address as
 * ?mode=land, so a shared link opens the same reading. Both use the same ayadi rules; the land
 * flag changes only the hero title.
 */
export type VaastuMode = 'house' | 'land';
export const vaastuModes: VaastuMode[] = ['house', 'land'];
export const MODE_PARAM = 'mode';

/** 'వాస్తు సంగ్రహం', or 'గృహవాస్తు గణితం' when the land flag is set. */
export const heroTitles: Record<VaastuMode, string> = {
  house: 'వాస్తు సంగ్రహం',
  land: 'గృహవాస్తు గణితం',
};

/** Anything but ?mode=land is the house reading, the page's default. */
export const modeOf = (params: URLSearchParams): VaastuMode => (params.get(MODE_PARAM) === 'land' ? 'land' : 'house');

/** What a form or link carries for the mode: nothing for the default. */
export const modeQuery = (mode: VaastuMode): Record<string, string> =>
  mode === 'land' ? { [MODE_PARAM]: 'land' } : {};

/** The same page and query in the other reading: the calculator's padam and the converter's values stay. */
export function modeHref(action: string, params: URLSearchParams, mode: VaastuMode): string {
  const query = new URLSearchParams(params);
  if (mode === 'land') query.set(MODE_PARAM, 'land');
  else query.delete(MODE_PARAM);
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}
