import { MAX_CONSTRUCTION_SLIDES } from '../../sections/home.ts';
import { Field } from '#src/ui/Field.tsx';
import { BilingualInput, CheckInput, PictureInput } from './inputs.tsx';
import { inputId, type FormView } from './view.ts';

export function HeroFields({ view, video }: { view: FormView; video: string }) {
  const { t } = view;
  return (
    <>
      <PictureInput view={view} name="hero.poster" label={t('settings.field.poster')} />
      <p className="field__hint">{t('settings.field.posterHint')}</p>
      <p>
        {video
          ? t('settings.field.currentVideo', { file: video.slice(video.lastIndexOf('/') + 1) })
          : t('settings.field.noVideo')}
      </p>
      <Field
        id={inputId(view.form, 'hero.video')}
        name="hero.video.file"
        type="file"
        accept="video/mp4,video/webm"
        label={t('settings.field.video')}
        hint={t('settings.field.videoHint')}
        error={view.errors['hero.video']}
      />
      {video && <CheckInput id="hero-removeVideo" name="hero.removeVideo" label={t('settings.field.removeVideo')} />}
    </>
  );
}

function Slide({ view, index, count }: { view: FormView; index: number; count: number }) {
  const { t } = view;
  const isNew = index === count;
  const prefix = `construction.${index}`;
  return (
    <fieldset className="settings-slide">
      <legend>{isNew ? t('settings.slide.new') : t('settings.slide.heading', { n: index + 1 })}</legend>
      {isNew && <p className="field__hint">{t('settings.slide.newHint')}</p>}
      <p className="field__hint">{t('settings.picture.hint')}</p>
      <div className="settings-slide__photos">
        {[0, 1, 2, 3].map((j) => (
          <PictureInput
            key={j}
            view={view}
            name={`${prefix}.photos.${j}`}
            label={t('settings.slide.photo', { n: j + 1 })}
            hint={false}
          />
        ))}
      </div>
      <BilingualInput view={view} name={`${prefix}.title`} label={t('settings.slide.title')} />
      <BilingualInput view={view} name={`${prefix}.description`} label={t('settings.slide.description')} multiline />
      {!isNew && (
        <div className="settings-slide__actions">
          <CheckInput
            id={inputId(view.form, `${prefix}.remove`)}
            name={`${prefix}.remove`}
            label={t('settings.slide.remove')}
          />
          {index > 0 && (
            <button type="submit" name="move" value={`${index}:up`} className="button button--ghost">
              {t('settings.slide.moveUp', { n: index + 1 })}
            </button>
          )}
          {index < count - 1 && (
            <button type="submit" name="move" value={`${index}:down`} className="button button--ghost">
              {t('settings.slide.moveDown', { n: index + 1 })}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The construction slides: each with four photos and its words, reordered by buttons that save. */
export function CarouselFields({ view }: { view: FormView }) {
  const count = Number(view.fields.slides) || 0;
  const indexes = Array.from({ length: Math.min(count + 1, MAX_CONSTRUCTION_SLIDES) }, (_, i) => i);
  return (
    <>
      {/* Enter in a text field presses the first submit button: this one saves, never a move arrow. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {view.t('settings.save', { section: view.t('settings.section.carousel') })}
      </button>
      <input type="hidden" name="slides" value={count} />
      {view.errors.slides && (
        <p className="field__error" id={inputId(view.form, 'slides')}>
          {view.errors.slides}
        </p>
      )}
      {indexes.map((i) => (
        <Slide key={i} view={view} index={i} count={count} />
      ))}
    </>
  );
}
