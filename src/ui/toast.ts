/**
 * What an island asks the page's one notification host (`Toasts.tsx`) to show. A module of its
 * own, so an island that only says something (the contact form, the admin screens) carries a few
 * lines and shares this one instance with the host (decisions 014 and 118).
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
}

type Listener = (item: ToastItem) => void;

let listener: Listener | undefined;
/** Asked for before the host woke (it hydrates when the browser is idle): shown when it does. */
const waiting: ToastItem[] = [];
let next = 1;

/** Shows `text` as a notification; errors and warnings are alerts, the rest a status. */
export function toast(text: string, { type = 'info' }: { type?: ToastKind } = {}): void {
  const item = { id: next++, text, kind: type };
  if (listener) listener(item);
  else waiting.push(item);
}

toast.success = (text: string) => toast(text, { type: 'success' });
toast.error = (text: string) => toast(text, { type: 'error' });

/** The host's: every toast from now on, those that waited for it first. Returns the way out. */
export function onToast(receive: Listener): () => void {
  listener = receive;
  for (const item of waiting.splice(0)) receive(item);
  return () => {
    if (listener === receive) listener = undefined;
  };
}
