import { PDFName, PDFNumber, PDFOperator, PDFOperatorNames, PDFString } from '@cantoo/pdf-lib';
import type { PDFArray, PDFDict, PDFDocument, PDFPage, PDFRef } from '@cantoo/pdf-lib';

/**
 * A tagged PDF by hand, on pdf-lib's low-level objects (it has no tagging API; see
 * docs/decisions/146): what is drawn is wrapped in marked content with an id (BDC ... EMC), and a
 * structure tree names each piece a heading, a paragraph or a table cell, in reading order.
 */

export type Role = 'Document' | 'H1' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Span';

export interface StructElement {
  role: Role;
  ref: PDFRef;
  kids: PDFArray;
}

export interface Tags {
  /** The /Document element: the root of the reading order. */
  document: StructElement;
  /** A new element, last among its parent's children. */
  element(role: Role, parent: StructElement, options?: { lang?: string }): StructElement;
  /** What `draw` puts on the page belongs to `element`; with `lang`, as a span in that language. */
  mark(element: StructElement, page: PDFPage, draw: () => void, options?: { lang?: string }): void;
  /** Writes the tree, its parent tree and the catalogue's marks; call once, after the last mark. */
  finish(): void;
}

export function tagPdf(pdf: PDFDocument, { lang, title }: { lang: string; title: string }): Tags {
  const context = pdf.context;
  const rootRef = context.nextRef();
  // Per page, the element of each marked-content id (the id is the index): the parent tree.
  const pages = new Map<PDFPage, PDFRef[]>();

  type Parent = Pick<StructElement, 'ref'> & { kids?: PDFArray };
  const element = (role: Role, parent: Parent, options: { lang?: string } = {}): StructElement => {
    const kids = context.obj([]);
    const dict = context.obj({ Type: 'StructElem', S: role, P: parent.ref, K: kids }) as PDFDict;
    if (options.lang) dict.set(PDFName.of('Lang'), PDFString.of(options.lang));
    const ref = context.register(dict);
    parent.kids?.push(ref);
    return { role, ref, kids };
  };
  const document = element('Document', { ref: rootRef });

  function mark(target: StructElement, page: PDFPage, draw: () => void, options: { lang?: string } = {}) {
    const owner = options.lang ? element('Span', target, options) : target;
    const ids = pages.get(page) ?? pages.set(page, []).get(page)!;
    const mcid = ids.push(owner.ref) - 1;
    owner.kids.push(context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    // pdf-lib's operator types leave out property lists, which BDC takes; it writes any object.
    const properties = context.obj({ MCID: mcid }) as unknown as PDFName;
    const begin = PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(owner.role), properties]);
    page.pushOperators(begin);
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  function finish() {
    const nums: Array<PDFNumber | PDFArray> = [];
    [...pages].forEach(([page, ids], key) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
      nums.push(PDFNumber.of(key), context.obj(ids));
    });
    const root = {
      Type: 'StructTreeRoot',
      K: document.ref,
      ParentTree: context.obj({ Nums: nums }),
      ParentTreeNextKey: pages.size,
    };
    context.assign(rootRef, context.obj(root));
    pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    pdf.setLanguage(lang);
    // A reader's title bar and a screen reader name the receipt, not its file name.
    pdf.setTitle(title, { showInWindowTitleBar: true });
  }

  return { document, element, mark, finish };
}
