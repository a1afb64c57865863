import ICAL from 'ical.js';

const durTime = String.raw`T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S)`;
/** dur-value of RFC 5545 3.3.6: weeks, or days and/or a time; a 'T' needs an hour, minute or second after it. */
const durValue = new RegExp(String.raw`^[+-]?P(\d+W|\d+D(${durTime})?|${durTime})$`);

/**
 * An iCalendar file read the way the strictest calendar apps read it: ical.js parses the
 * structure, and the rules it lets pass are checked here against RFC 5545 (its parser takes
 * 'P1DT' as a day and keeps a lone CR inside a text). Throws with the rule broken.
 */
export function parseStrictIcs(text: string): ICAL.Component {
  if (!text.endsWith('\r\n')) throw new Error('RFC 5545 3.1: every line ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`RFC 5545 3.1: a bare CR or LF inside a line: ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`RFC 5545 3.1: a line longer than 75 octets: ${line}`);
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x08\x0a-\x1f\x7f]/.test(line))
      throw new Error(`RFC 5545 3.3.11: a control character in ${JSON.stringify(line)}`);
  }
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const [name, value = ''] = splitProperty(line);
    if (name === 'DURATION' && !durValue.test(value)) throw new Error(`RFC 5545 3.3.6: not a duration: ${value}`);
  }
  return new ICAL.Component(ICAL.parse(unfolded));
}

/** 'DTSTART;VALUE=DATE:20260105' → ['DTSTART', '20260105'] (quoted parameters may hold ':'). */
function splitProperty(line: string): [string, string] {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    if (line[i] === ':' && !quoted) return [line.slice(0, i).split(';')[0]!.toUpperCase(), line.slice(i + 1)];
  }
  throw new Error(`RFC 5545 3.1: a line without a value: ${line}`);
}

/** The one VEVENT of a file. */
export const onlyEvent = (calendar: ICAL.Component) => {
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  return events[0]!;
};
