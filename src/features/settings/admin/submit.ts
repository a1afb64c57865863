import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { imageView, storeImage, variantKeys } from '#src/server/images/stored.ts';
import type { ProcessedImage } from '#src/server/images/pipeline.ts';
import { localePath, type Lang } from '#src/i18n/index.ts';
import { isMediaName } from '#src/features/site/media.ts';
import { readSectionRow } from '../repo.ts';
import { loadSectionStates, settingsOf } from '../service.ts';
import { saveSettingsSection } from '../save.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import { settingsSections, type Settings } from '../sections/index.ts';
import { formSection, isFormId, readForm, type FormId } from './forms.ts';
import { issueMessage, type Message } from './issues.ts';
import { MAX_SETTINGS_REQUEST, requestTooLargeVars } from './limits.ts';
import { flatten, pathValue, setPath, type Fields } from './paths.ts';
import { readLimitedForm, TooLarge } from '#src/server/http/body.ts';
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

function split(data: FormData) {
  const fields: Fields = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else (files[name] ??= []).push(value);
  }
  return { fields, files };
}

/** Every string a section holds: the pictures a form may keep without uploading them again. */
const sourcesOf = (value: unknown) => new Set(Object.values(flatten(value)));

/**
 * The settings screen's POST: reads the posted section form, checks its pictures and video,
 * validates it, stores new files and saves through saveSettingsSection. Success redirects to the
 * section with its confirmation; anything else comes back with the typed values kept.
 */
export async function postSettings(
  context: PostContext,
  deps: PostDeps,
  actor: AuditActor,
): Promise<{ response: Response } | { state: FormState }> {
  let data: FormData;
  try {
    data = await readLimitedForm(context.request, MAX_SETTINGS_REQUEST);
  } catch (error) {
    const tooLarge = error instanceof TooLarge;
    const notice = tooLarge
      ? { key: 'settings.error.request.tooLarge', vars: requestTooLargeVars }
      : { key: 'settings.unreadableForm' };
    return {
      state: { form: formOfQuery(context.url), fields: null, errors: {}, notice, status: tooLarge ? 413 : 400 },
    };
  }
  const { fields, files } = split(data);
  const form = fields.form;
  if (!isFormId(form))
    return {
      state: {
        form: formOfQuery(context.url),
        fields: null,
        errors: {},
        notice: { key: 'settings.unreadableForm' },
        status: 400,
      },
    };
  const section = formSection[form];
  const states = await loadSectionStates(deps.db);
  const read = readForm(form, fields, files, settingsOf(states));
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

  const comeBack = (notice: Message, status: number, version = fields.version): { state: FormState } => {
    // A browser cannot put a chosen file back into the form; say so by each accepted one.
    for (const field of photos.keys()) errors[field] ??= { key: 'settings.error.chooseAgain' };
    if (video) errors['hero.video'] ??= { key: 'settings.error.chooseAgain' };
    return { state: { form, fields: read.fields, errors, notice, status, version } };
  };
  const sectionLabel = `settings.section.${form}`;
  if (Object.keys(errors).length > 0)
    return comeBack({ key: 'settings.fixFields', vars: { section: { key: sectionLabel } } }, 400);

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
    const latest = await readSectionRow(deps.db, section);
    return comeBack(
      { key: 'settings.conflict', vars: { section: { key: sectionLabel } } },
      409,
      latest?.updated_at ?? NO_ROW,
    );
  }
  if (!result.ok) {
    for (const issue of result.error.issues) errors[read.fieldOf(issue.path)] ??= issueMessage(issue);
    return comeBack({ key: 'settings.fixFields', vars: { section: { key: sectionLabel } } }, 400);
  }
  return { response: context.redirect(`${localePath(context.lang, '/admin/settings')}?saved=${form}#${form}`, 303) };
}
