import type { ReactNode } from 'react';
import type { T } from '#src/i18n/index.ts';
import { localePath, runtimeKey } from '#src/i18n/index.ts';
import { Field, FormNotice, type Notice } from '#src/ui/Field.tsx';
import { TextArea } from '#src/ui/TextArea.tsx';
import { Select } from '#src/ui/Select.tsx';
import { isBilingual } from '../bilingual.ts';
import { uploadedSrcSet } from '#src/features/settings/index.ts';
import { donationCauses } from '../content/donationCauses.ts';
import { causePictures, isUploadedPicture, pageHasPictures, sevaPictures, type PageName } from '../schema.ts';
import { itemTemplate, type MovedItem } from './form.ts';
import { inputId, pageFormQuery, pickSection } from './sections.ts';

// 'others' first: most gifts are neither for the corpus nor a specific grant.
const donationTypeChoices = ['others', 'specific', 'corpus'] as const;

/** What the form of one page draws: the texts (stored or as typed) and messages in the screen's language. */
export interface PageFormView {
  page: PageName;
  t: T;
  lang: 'en' | 'te';
  texts: unknown;
  /** The page's built-in texts: the shape of each list's new item. */
  seed: unknown;
  errors: Record<string, string>;
  notice?: Notice;
  version: string;
  /** Set while the page shows its built-in texts. */
  builtIn: boolean;
  /** The address names of the causes saved so far: shown, not edited. */
  fixedSlugs?: string[];
  /** The one section the form edits; none for a page edited as one form. */
  section?: string;
  /** The item an arrow just moved: its arrow takes the focus, so the office can press it again. */
  movedTo?: MovedItem;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
// Longer texts get taller boxes; headings and table cells stay short.
const LONG = new Set(['intro', 'note', 'text', 'rules', 'body']);

function BilingualText({
  view,
  name,
  label,
  value,
  long,
}: {
  view: PageFormView;
  name: string;
  label: string;
  value: { en: string; te: string };
  long: boolean;
}) {
  const { t } = view;
  return (
    <div className="page-form__pair">
      <TextArea
        id={inputId(`${name}.en`)}
        name={`${name}.en`}
        label={t('pages.admin.inEnglish', { label })}
        defaultValue={value.en}
        rows={long ? 4 : 2}
        error={view.errors[`${name}.en`]}
        lang="en"
      />
      <TextArea
        id={inputId(`${name}.te`)}
        name={`${name}.te`}
        label={t('pages.admin.inTelugu', { label })}
        defaultValue={value.te}
        rows={long ? 4 : 2}
        error={view.errors[`${name}.te`]}
        lang="te"
      />
    </div>
  );
}

/** A yes-or-no of an item, labelled by its field name; the 80G box says who decides it. */
function Check({ view, name, value, field }: { view: PageFormView; name: string; value: boolean; field: string }) {
  const id = inputId(name);
  const hint = field === 'eligible80G' ? view.t('pages.admin.taxHint') : undefined;
  return (
    <div className="page-form__check">
      <input type="checkbox" id={id} name={name} defaultChecked={value} aria-describedby={hint && `${id}-hint`} />
      <label htmlFor={id}>{view.t(runtimeKey(`pages.field.${field}`))}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Form 10BD's donation type of a cause, in words the office uses. */
function KindInput({ view, name, value }: { view: PageFormView; name: string; value: string }) {
  const options = donationTypeChoices.map((type) => ({ value: type, label: view.t(`pages.donationType.${type}`) }));
  return (
    <Select
      id={inputId(name)}
      name={name}
      defaultValue={value || 'others'}
      label={view.t('pages.field.donationType')}
      hint={view.t('pages.admin.donationTypeHint')}
      options={options}
      error={view.errors[name]}
    />
  );
}

/**
 * A saved cause keeps its address name (donations and links use it); a new one is given one, or gets it from its name.
 */
function SlugInput({ view, name, value }: { view: PageFormView; name: string; value: string }) {
  if (value !== '' && view.fixedSlugs?.includes(value) && !view.errors[name])
    return (
      <p className="page-form__slug">
        <input type="hidden" name={name} value={value} />
        {view.t('pages.admin.slugFixed', { slug: value })}
      </p>
    );
  return (
    <Field
      id={inputId(name)}
      name={name}
      label={view.t('pages.field.newSlug')}
      defaultValue={value}
      error={view.errors[name]}
      autoComplete="off"
      lang="en"
    />
  );
}

/** The built-in pictures one page offers, each named in the screen's language. */
function pictureOptions(view: PageFormView) {
  if (view.page === 'donate')
    return causePictures.map((p) => ({
      value: p,
      label: view.t(`donation.cause.${donationCauses.find((c) => c.image === p)?.slug ?? 'general'}`),
    }));
  return sevaPictures.map((p) => ({ value: p, label: view.t(`pages.picture.${p}`) }));
}

/**
 * A service's or a cause's picture: one of the built-in pictures, the one uploaded before, or a
 * new file (sent with the form, without JavaScript) that goes through the image pipeline.
 */
function PictureInput({ view, name, value }: { view: PageFormView; name: string; value: string }) {
  const builtIn = pictureOptions(view);
  const uploaded = value !== '' && isUploadedPicture(value);
  const options = uploaded ? [{ value, label: view.t('pages.picture.uploaded') }, ...builtIn] : builtIn;
  return (
    <div className="page-form__picture">
      {uploaded && (
        <figure className="page-form__current">
          <img
            src={value}
            srcSet={uploadedSrcSet(value)}
            sizes="8rem"
            alt=""
            width={160}
            height={120}
            loading="lazy"
            decoding="async"
          />
          <figcaption>{view.t('pages.admin.pictureNow')}</figcaption>
        </figure>
      )}
      <Select
        id={inputId(name)}
        name={name}
        defaultValue={value}
        label={view.t('pages.field.picture')}
        options={options}
        error={view.errors[name]}
      />
      <Field
        id={inputId(`${name}.file`)}
        name={`${name}.file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
        label={view.t('pages.field.pictureFile')}
        hint={view.t('pages.admin.pictureHint')}
      />
    </div>
  );
}

function DateInput({ view, name, value }: { view: PageFormView; name: string; value: string }) {
  const id = inputId(name);
  const error = view.errors[name];
  return (
    <Field
      id={id}
      name={name}
      type="date"
      label={view.t('pages.field.effectiveFrom')}
      hint={view.t('pages.admin.effectiveHint')}
      defaultValue={value}
      error={error}
    />
  );
}

/** The moved item's arrow to focus: the one pressed, or the other once the item reached an end of its list. */
function arrowToFocus(moved: MovedItem | undefined, list: string, i: number, last: number) {
  if (!moved || moved.list !== list || moved.index !== i) return undefined;
  if (moved.direction === 'up') return i > 0 ? 'up' : 'down';
  return i < last ? 'down' : 'up';
}

interface MoveButtonProps {
  name: string;
  i: number;
  direction: 'up' | 'down';
  focus: boolean;
  children: ReactNode;
}

function MoveButton({ name, i, direction, focus, children }: MoveButtonProps) {
  return (
    <button
      type="submit"
      name="move"
      value={`${join(name, i)}:${direction}`}
      className="button button--ghost"
      // Without it the page came back at the top, 39 Tabs or more away from the list (issue 28).
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the arrow the office just pressed, on the item it moved
      autoFocus={focus || undefined}
    >
      {children}
    </button>
  );
}

function ListEditor({
  view,
  name,
  label,
  items,
  long,
}: {
  view: PageFormView;
  name: string;
  label: string;
  items: unknown[];
  long: boolean;
}) {
  const { t } = view;
  const error = view.errors[name];
  const last = items.length - 1;
  return (
    <fieldset className="page-form__list" id={inputId(name)}>
      <legend>{label}</legend>
      {error && <p className="field__error">{error}</p>}
      <input type="hidden" name={`${name}.count`} value={items.length} />
      <ol className="page-form__items">
        {items.map((item, i) => {
          const arrow = arrowToFocus(view.movedTo, name, i, last);
          return (
            <li key={i} className="page-form__item">
              <Node
                view={view}
                value={item}
                name={join(name, i)}
                label={t('pages.admin.item', { n: i + 1 })}
                long={long}
              />
              <div className="page-form__controls">
                <span className="page-form__check">
                  <input type="checkbox" id={inputId(`${join(name, i)}.remove`)} name={`${join(name, i)}.remove`} />
                  <label htmlFor={inputId(`${join(name, i)}.remove`)}>{t('pages.admin.remove', { n: i + 1 })}</label>
                </span>
                {i > 0 && (
                  <MoveButton name={name} i={i} direction="up" focus={arrow === 'up'}>
                    {t('pages.admin.up', { n: i + 1 })}
                  </MoveButton>
                )}
                {i < last && (
                  <MoveButton name={name} i={i} direction="down" focus={arrow === 'down'}>
                    {t('pages.admin.down', { n: i + 1 })}
                  </MoveButton>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="page-form__new">
        <Node
          view={view}
          value={itemTemplate(view.seed, name)}
          name={join(name, items.length)}
          label={t('pages.admin.newItem', { list: label })}
          long={long}
        />
      </div>
    </fieldset>
  );
}

function Node({
  view,
  value,
  name,
  label,
  long = false,
}: {
  view: PageFormView;
  value: unknown;
  name: string;
  label: string;
  long?: boolean;
}): ReactNode {
  const key =
    name
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? '';
  if (isBilingual(value))
    return <BilingualText view={view} name={name} label={label} value={value} long={long || LONG.has(key)} />;
  if (Array.isArray(value))
    return <ListEditor view={view} name={name} label={label} items={value} long={LONG.has(key)} />;
  if (typeof value === 'string' && key === 'effectiveFrom') return <DateInput view={view} name={name} value={value} />;
  if (typeof value === 'boolean') return <Check view={view} name={name} value={value} field={key} />;
  if (typeof value === 'string' && key === 'donationType') return <KindInput view={view} name={name} value={value} />;
  if (typeof value === 'string' && key === 'slug') return <SlugInput view={view} name={name} value={value} />;
  if (typeof value === 'string' && key === 'picture') return <PictureInput view={view} name={name} value={value} />;
  if (!value || typeof value !== 'object') return null;
  const children = Object.entries(value).map(([k, v]) => (
    <Node
      key={k}
      view={view}
      value={v}
      name={join(name, k)}
      label={view.t(runtimeKey(`pages.field.${k}`))}
      long={long}
    />
  ));
  if (!name || /\.\d+$/.test(name))
    return (
      <div className="page-form__group">
        {/\.\d+$/.test(name) && <p className="page-form__legend">{label}</p>}
        {children}
      </div>
    );
  return (
    <fieldset className="page-form__group">
      <legend>{label}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The form of one page: every text in English and Telugu side by side, each list with remove
 * boxes, arrows and a blank row to add one. It posts to the screen itself and works without
 * JavaScript; the preview buttons show the typed texts as the page would, without saving.
 */
export function PageForm({ view }: { view: PageFormView }) {
  const { t, page, section } = view;
  const errors = Object.entries(view.errors);
  const pageName = t(`pages.admin.page.${page}`);
  const sectionName = section ? t(runtimeKey(`pages.field.${section}`)) : '';
  return (
    <section className="page-form" aria-labelledby="page-form-heading">
      <h2 id="page-form-heading">
        {section ? t('pages.admin.sectionHeading', { page: pageName, section: sectionName }) : pageName}
      </h2>
      {view.builtIn && <p className="form-notice form-notice--info">{t('pages.admin.builtIn')}</p>}
      <FormNotice notice={view.notice} />
      {errors.length > 0 && (
        <div className="page-form__summary">
          <p>{t('pages.admin.summary')}</p>
          <ul>
            {errors.map(([name, message]) => (
              <li key={name}>
                <a href={`#${inputId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>{t('pages.admin.markdownHint')}</p>
      <form
        method="post"
        action={`${localePath(view.lang, '/admin/pages')}${pageFormQuery(page, section)}`}
        encType={pageHasPictures(page) ? 'multipart/form-data' : undefined}
        noValidate
      >
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="version" value={view.version} />
        {section && <input type="hidden" name="section" value={section} />}
        <Node view={view} value={section ? pickSection(page, section, view.texts) : view.texts} name="" label="" />
        <div className="page-form__actions">
          <button type="submit" name="action" value="save" className="button">
            {section
              ? t('pages.admin.saveSection', { page: pageName, section: sectionName })
              : t('pages.admin.save', { page: pageName })}
          </button>
          <button type="submit" name="action" value="preview-en" className="button button--ghost">
            {t('pages.admin.previewEn')}
          </button>
          <button type="submit" name="action" value="preview-te" className="button button--ghost">
            {t('pages.admin.previewTe')}
          </button>
        </div>
      </form>
    </section>
  );
}
