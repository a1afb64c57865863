import type { T } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { Icon } from './icons.tsx';

const networks = ['instagram', 'facebook', 'youtube', 'telegram'] as const;

/** The centre's four social links as labelled icons, from the settings record. */
export function SocialLinks(props: {
  t: T;
  social: Settings['contacts']['social'];
  labelledBy: string;
  className: string;
}) {
  return (
    <ul className={props.className} aria-labelledby={props.labelledBy}>
      {networks.map((name) => (
        <li key={name}>
          <a href={props.social[name]} rel="noopener" target="_blank">
            <Icon name={name} label={props.t(`social.${name}`)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
