import { describe, expect, it } from 'vitest';
import { markdownBlock, markdownInline } from './markdown.ts';

describe('page texts in Markdown', () => {
  it('renders paragraphs, lists, bold and links, with headings below the page headings', () => {
    const html = markdownBlock(
      '# Timings\n\nOpen **daily**.\n\n- Morning\n- Evening\n\nSee [the events](/events/upcomingevents).',
    );
    expect(html).toContain('<h3>Timings</h3>');
    expect(html).toContain('<strong>daily</strong>');
    expect(html).toContain('<li>Morning</li>');
    expect(html).toContain('<a href="/events/upcomingevents">the events</a>');
  });

  it('never lets raw HTML, a script or a javascript: link through', () => {
    const html = markdownBlock(
      '<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n[x](javascript:alert(1)) ' +
        '<img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('embeds no picture from another site', () => {
    expect(markdownBlock('![tracker](https://evil.example/pixel.png)')).not.toContain('<img');
  });

  it('marks links to other sites rel="noopener" and opens them as ordinary links', () => {
    const html = markdownInline('[Temple](https://temple.example/) and [home](/)');
    expect(html).toContain('<a href="https://temple.example/" rel="noopener">Temple</a>');
    expect(html).toContain('<a href="/">home</a>');
    expect(html).not.toContain('target=');
  });

  it('keeps a plain sentence as it was typed', () => {
    expect(markdownInline('6:30 PM to 1:30 AM')).toBe('6:30 PM to 1:30 AM');
  });
});
