import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormNotice } from './Field.tsx';

describe('FormNotice', () => {
  it('an error is an alert that takes the focus on the page that answers the post', () => {
    const html = renderToStaticMarkup(
      <FormNotice notice={{ kind: 'error', text: 'Please correct the marked fields.' }} />,
    );
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/tabindex="-1"/i);
    expect(html).toMatch(/autofocus=""/i);
  });

  it('a success is a status that takes the focus too', () => {
    const html = renderToStaticMarkup(<FormNotice notice={{ kind: 'success', text: 'Saved.' }} />);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/autofocus=""/i);
  });

  it('an info note leaves the focus where the page puts it (a moved item keeps it on its arrow)', () => {
    const html = renderToStaticMarkup(<FormNotice notice={{ kind: 'info', text: 'Moved; not saved yet.' }} />);
    expect(html).not.toMatch(/autofocus/i);
    expect(html).not.toMatch(/tabindex/i);
  });
});
