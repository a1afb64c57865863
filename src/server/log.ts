/** One line per event, so that journald and `docker logs` keep each on its own line. */
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, detail?: unknown) {
  const extra =
    detail instanceof Error ? ` (${detail.message})` : detail === undefined ? '' : ` ${JSON.stringify(detail)}`;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra}`;
  if (level === 'info') console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
