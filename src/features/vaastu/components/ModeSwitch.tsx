import { modeHref, MODE_PARAM, vaastuModes, type VaastuMode } from '../mode.ts';

interface Props {
  mode: VaastuMode;
  /** The page's address in the visitor's language. */
  action: string;
  /** The query the page was asked with, so switching keeps what the tools show. */
  params: URLSearchParams;
  strings: { label: string } & Record<VaastuMode, string>;
}

/**
 * The house / land switch: two links, so it works without JavaScript and each reading has an
 * address. `data-keeps-query` asks the calculator to keep these links' query in step with what
 * it shows, as it does for the language switch.
 */
export function ModeSwitch({ mode, action, params, strings }: Props) {
  return (
    <nav className="vaastu-mode" aria-label={strings.label}>
      <span className="vaastu-mode__label" aria-hidden="true">
        {strings.label}
      </span>
      <ul>
        {vaastuModes.map((m) => (
          <li key={m}>
            <a
              href={modeHref(action, params, m)}
              aria-current={m === mode ? 'true' : undefined}
              data-keeps-query={`${MODE_PARAM}=${m === 'land' ? 'land' : ''}`}
            >
              {strings[m]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
