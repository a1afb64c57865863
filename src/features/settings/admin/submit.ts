import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#src/server/db/schema.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { imageView, storeImage, variantKeys } from '#src/server/images/stored.ts';
import type { ProcessedImage } from '#src/server/images/pipeline.ts';
import { localePath, type Lang } from '#src/i18n/index.ts';
import { isMediaName } from '#src/features/site/service.ts';
import { readSectionRow } from '../repo.ts';
import { loadSectionStates, settingsOf } from '../service.ts';
import { saveSettingsSection } from '../save.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import { settingsSections, type Settings } from '../sections/index.ts';
import { formIds, formSection, isFormId, readForm, type FormId } from './forms.ts';
import { issueMessage, type Message } from './issues.ts';
import { MAX_SETTINGS_REQUEST, requestTooLargeVars } from './limits.ts';
import { flatten, pathValue, setPath, type Fields } from './paths.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { pageForm, typedValues } from '#src/server/forms/page-form.ts';
import type { Translate } from '#src/server/validation/messages.ts';
import { checkPhoto, checkVideo, storeVideo, type CheckedVideo } from './upload-checks.ts';

/** A form that comes back: what was typed, the messages by field, and the version to save over. */
export interface FormState {
  form: FormId;
  /** Null when the body could not be read: the form shows the stored values. */
  fields: Fields | null;
  errors: Record<string, Message>;
  notice: Message;
  status: number;
  /** The hidden version field; 'none' when the section has no row. */
  version?: string;
}

export interface PostContext {
  request: Request;
  url: URL;
  lang: Lang;
  locals: { t: Translate };
  redirect(path: string, status: 303): Response;
}

export interface PostDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

export const NO_ROW = 'none';
const PENDING = '/uploads/pending.webp';

const formOfQuery = (url: URL): FormId => {
  const form = url.searchParams.get('form');
  return isFormId(form) ? form : 'identity';
};

/** Which section's form was posted; the rest is read by the section's own reading and schema. */
const postedForm = z.object({ form: z.enum(formIds) });

/** What a refused form shows again: the fields as its section reads them, and the version to save over. */
type Kept = Pick<FormState, 'form' | 'fields' | 'version'> & { fields: Fields };

/** Every string a section holds: the pictures a form may keep without uploading them again. */
const sourcesOf = (value: unknown) => new Set(Object.values(flatten(value)));

/**
 * The settings screen's POST, through pageForm: checks the posted section form's pictures and
 * video, validates it, stores new files and saves through saveSettingsSection. Success redirects
 * to the section with its confirmation; anything else comes back with the typed values kept, or
 * with the stored ones when the body could not be read.
 */
export async function postSettings(
  context: PostContext,
  deps: PostDeps,
  actor: AuditActor,
): Promise<{ response: Response } | { state: FormState }> {
  let kept: Kept | undefined;
  const result = await pageForm(context, {
    schema: postedForm,
    invalid: 'settings.unreadableForm',
    maxBytes: MAX_SETTINGS_REQUEST,
    unread: (error) =>
      error.status === 413
        ? { key: 'settings.error.request.tooLarge', vars: requestTooLargeVars }
        : { key: 'settings.unreadableForm' },
    keep: () => kept,
    act: ({ form }, fields, files) => saveForm(deps, actor, form, typedValues(fields), files, (k) => (kept = k)),
  });
  if (result.ok) {
    const form = result.value;
    return { response: context.redirect(`${localePath(context.lang, '/admin/settings')}?saved=${form}#${form}`, 303) };
  }
  const { notice, errors } = result.messages;
  const state: FormState = result.kept
    ? { ...result.kept, errors, notice, status: result.status }
    : { form: formOfQuery(context.url), fields: null, errors: {}, notice, status: result.status };
  return { state };
}

/** Saves one section's form; a refusal says why by field, after `note` has what the form shows again. */
async function saveForm(
  deps: PostDeps,
  actor: AuditActor,
  form: FormId,
  fields: Fields,
  files: Record<string, File[]>,
  note: (kept: Kept) => void,
): Promise<FormId> {
  const section = formSection[form];
  const states = await loadSectionStates(deps.db);
  const read = readForm(form, fields, files, settingsOf(states));
  const kept: Kept = { form, fields: read.fields, version: fields.version };
  note(kept);
  const errors: Record<string, Message> = { ...read.errors };
  const keep = sourcesOf(states[section].value);

  const photos = new Map<string, ProcessedImage>();
  for (const picture of read.pictures) {
    if (picture.file) {
      const checked = await checkPhoto(picture.file);
      if (checked.ok) photos.set(picture.field, checked.value);
      else errors[picture.field] = checked.message;
      setPath(read.value, picture.field, PENDING);
      continue;
    }
    const source = String(pathValue(read.value, picture.field) ?? '');
    if (!source) errors[picture.field] = { key: 'settings.error.pictureRequired' };
    else if (!isMediaName(source) && !keep.has(source)) errors[picture.field] = { key: 'settings.error.picture' };
  }
  let video: CheckedVideo | undefined;
  const videoFile = form === 'hero' ? files['hero.video.file']?.find((f) => f.size > 0) : undefined;
  if (videoFile) {
    const checked = await checkVideo(videoFile);
    if (checked.ok) video = checked.value;
    else errors['hero.video'] = checked.message;
  }

  const parsed = settingsSections[section].schema.safeParse(read.value);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[read.fieldOf(issue.path)] ??= issueMessage(issue);

  const sectionVars = { section: { key: `settings.section.${form}` } };
  const refuse = (key: string, status: number) => {
    // A browser cannot put a chosen file back into the form; say so by each accepted one.
    for (const field of photos.keys()) errors[field] ??= { key: 'settings.error.chooseAgain' };
    if (video) errors['hero.video'] ??= { key: 'settings.error.chooseAgain' };
    return new RequestError(status, key, errors, sectionVars);
  };
  if (Object.keys(errors).length > 0) throw refuse('settings.fixFields', 400);

  const newFiles: string[] = [];
  try {
    for (const [field, processed] of photos) {
      const stored = await storeImage(deps.storage, 'settings', processed);
      newFiles.push(...variantKeys(stored));
      setPath(read.value, field, imageView(deps.storage, stored).url);
    }
    if (video) {
      const key = await storeVideo(deps.storage, video);
      newFiles.push(key);
      const url = deps.storage.url(key);
      Object.assign((read.value as Settings['home']).hero, {
        videoMp4: video.container === 'mp4' ? url : '',
        videoWebm: video.container === 'webm' ? url : '',
      });
    }
  } catch (error) {
    await Promise.allSettled(newFiles.map((k) => deps.storage.delete(k)));
    throw error;
  }

  const expectedVersion = fields.version === undefined ? undefined : fields.version === NO_ROW ? null : fields.version;
  const result = await saveSettingsSection(deps, { section, actor, value: read.value, expectedVersion, newFiles });
  if (!result.ok && result.reason === 'conflict') {
    kept.version = (await readSectionRow(deps.db, section))?.updated_at ?? NO_ROW;
    throw refuse('settings.conflict', 409);
  }
  if (!result.ok) {
    for (const issue of result.error.issues) errors[read.fieldOf(issue.path)] ??= issueMessage(issue);
    throw refuse('settings.fixFields', 400);
  }
  return form;
}
