import { runtimeKey } from '#src/i18n/index.ts';
import { BilingualInput, TextInput } from './inputs.tsx';
import type { FormView } from './view.ts';

/** The personal-data section: the grievance officer, the notice's version and how long data is kept. */
export function PrivacyFields({ view }: { view: FormView }) {
  const label = (key: string) => view.t(runtimeKey(`privacy.field.${key}`));
  return (
    <>
      <p className="field__hint">{view.t('privacy.settingsIntro')}</p>
      <BilingualInput view={view} name="grievanceName" label={label('grievanceName')} />
      <div className="settings-pair">
        <TextInput view={view} name="grievanceEmail" label={label('grievanceEmail')} type="email" inputMode="email" />
        <TextInput view={view} name="grievancePhone" label={label('grievancePhone')} type="tel" inputMode="tel" />
      </div>
      <TextInput
        view={view}
        name="noticeVersion"
        label={label('noticeVersion')}
        hint={label('noticeVersionHint')}
        inputMode="numeric"
      />
      <TextInput
        view={view}
        name="answerDays"
        label={label('answerDays')}
        hint={label('answerDaysHint')}
        inputMode="numeric"
      />
      <TextInput view={view} name="inquiryMonths" label={label('inquiryMonths')} inputMode="numeric" />
      <TextInput view={view} name="bookingDetailsDays" label={label('bookingDetailsDays')} inputMode="numeric" />
    </>
  );
}
