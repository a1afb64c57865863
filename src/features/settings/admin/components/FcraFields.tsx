import { TextInput } from './inputs.tsx';
import type { FormView } from './view.ts';

const names = ['registrationNumber', 'accountName', 'accountNumber', 'ifsc', 'bankEn', 'bankTe', 'upiId'] as const;

/**
 * The FCRA registration and its designated account. Blank until the trust is registered: the
 * intro says what filling them in changes, and that the chartered accountant checks them first.
 */
export function FcraFields({ view }: { view: FormView }) {
  return (
    <>
      <p className="field__hint">{view.t('settings.fcra.intro')}</p>
      {names.map((name) => (
        <TextInput
          key={name}
          view={view}
          name={name}
          label={view.t(`settings.fcra.field.${name}`)}
          hint={view.t(`settings.fcra.hint.${name}`)}
        />
      ))}
    </>
  );
}
