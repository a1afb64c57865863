import type { T } from '#src/i18n/index.ts';
import { Icon } from './icons.tsx';
import './ChatLink.css';

/** The floating chat link on every public page; a plain link, nothing loaded from the chat host. */
export function ChatLink({ t, href }: { t: T; href: string }) {
  return (
    <a className="chat-link" href={href} target="_blank" rel="noopener" aria-label={t('site.chat')}>
      <Icon name="chat" size={30} />
    </a>
  );
}
