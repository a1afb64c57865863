import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './Toasts.css';
import type { Notice } from './Field.tsx';

/**
 * The site's one notification host: top-right, closes after 5 s, pauses on hover and while the
 * window is in the background, and can be dragged away (80 % of its width). Pages with forms and
 * the admin area load it as an island; `notices` are the server's outcome of the last post, so
 * the same text is also on the page for visitors without JavaScript.
 */
export function Toasts({ notices = [], label }: { notices?: Notice[]; /** The region's name in the page's language (site.notifications). */ label: string }) {
  // Once, when the island wakes: the notices are the page's own, they do not change after.
  useEffect(() => {
    for (const notice of notices) toast(notice.text, { type: notice.kind });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} closeOnClick newestOnTop aria-label={label} />;
}
