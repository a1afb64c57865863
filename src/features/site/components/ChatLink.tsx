import type { T } from '#src/i18n/index.ts';
import { Icon } from './icons.tsx';
import './ChatLink.css';

/**
 * The floating chat link on every public page; a plain link, nothing loaded from the chat host.
 * It sits in its own named landmark, so a screen reader's list of regions reaches it too.
 */
export function ChatLink({ t, href }: { t: T; href: string }) {
  return (
    <aside aria-label={t('site.chat')}>
      <a className="chat-link" href={href} target="_blank" rel="noopener" aria-label={t('site.chat')}>
        <Icon name="chat" size={30} />
      </a>
    </aside>
  );
}
