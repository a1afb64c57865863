import { runtimeKey } from '#src/i18n/index.ts';
import { BilingualInput, CheckInput, PictureInput, TextInput } from './inputs.tsx';
import type { FormView } from './view.ts';

const label = (view: FormView, key: string, vars?: Record<string, string | number>) =>
  view.t(runtimeKey(`settings.field.${key}`), vars);

export function IdentityFields({ view }: { view: FormView }) {
  return (
    <>
      <BilingualInput view={view} name="name" label={label(view, 'name')} />
      <BilingualInput view={view} name="tagline" label={label(view, 'tagline')} />
    </>
  );
}

export function FounderFields({ view }: { view: FormView }) {
  return (
    <>
      <PictureInput view={view} name="portrait" label={label(view, 'portrait')} />
      <BilingualInput view={view} name="name" label={label(view, 'founderName')} />
      <BilingualInput view={view} name="headline" label={label(view, 'headline')} />
      <BilingualInput view={view} name="verse" label={label(view, 'verse')} multiline />
    </>
  );
}

export function AboutFields({ view }: { view: FormView }) {
  return (
    <>
      <BilingualInput view={view} name="peetam" label={label(view, 'peetam')} multiline />
      <PictureInput view={view} name="peetamImage" label={label(view, 'peetamImage')} />
      <p className="field__hint">{view.t('settings.paragraphsHint')}</p>
      <BilingualInput view={view} name="familyHistory" label={label(view, 'familyHistory')} multiline />
      <BilingualInput view={view} name="spiritualJourney" label={label(view, 'spiritualJourney')} multiline />
      <BilingualInput view={view} name="blurb" label={label(view, 'blurb')} multiline />
      <PictureInput view={view} name="heroImage" label={label(view, 'heroImage')} />
      <CheckInput id="about-sample" name="sample" label={label(view, 'sample')} checked={view.fields.sample === 'on'} />
    </>
  );
}

export function ContactsFields({ view }: { view: FormView }) {
  return (
    <>
      <BilingualInput view={view} name="ashramAddress" label={label(view, 'ashramAddress')} multiline />
      <BilingualInput view={view} name="officeAddress" label={label(view, 'officeAddress')} multiline />
      <div className="settings-pair">
        {[0, 1].map((i) => (
          <TextInput
            key={i}
            view={view}
            name={`phones.${i}`}
            label={label(view, 'phone', { n: i + 1 })}
            hint={label(view, 'phoneHint')}
            type="tel"
            inputMode="tel"
          />
        ))}
      </div>
      <div className="settings-pair">
        {[0, 1].map((i) => (
          <TextInput
            key={i}
            view={view}
            name={`emails.${i}`}
            label={label(view, 'email', { n: i + 1 })}
            type="email"
            inputMode="email"
          />
        ))}
      </div>
      <BilingualInput view={view} name="officeHours" label={label(view, 'officeHours')} />
      <TextInput view={view} name="website" label={label(view, 'website')} type="url" inputMode="url" />
      <div className="settings-pair">
        {(['instagram', 'facebook', 'youtube', 'telegram'] as const).map((network) => (
          <TextInput
            key={network}
            view={view}
            name={`social.${network}`}
            label={label(view, network)}
            type="url"
            inputMode="url"
          />
        ))}
      </div>
      <TextInput view={view} name="chatLink" label={label(view, 'chatLink')} type="url" inputMode="url" />
    </>
  );
}

export function PaymentFields({ view }: { view: FormView }) {
  return (
    <>
      <TextInput view={view} name="upiId" label={label(view, 'upiId')} hint={label(view, 'upiHint')} />
      <TextInput view={view} name="payeeName" label={label(view, 'payeeName')} />
      <TextInput view={view} name="trustPan" label={label(view, 'trustPan')} />
      <TextInput
        view={view}
        name="registration80G"
        label={label(view, 'registration80G')}
        hint={label(view, 'registration80GHint')}
      />
      <TextInput view={view} name="shippingFlatRupees" label={label(view, 'shippingFlatRupees')} inputMode="numeric" />
      <TextInput
        view={view}
        name="shippingFreeFromRupees"
        label={label(view, 'shippingFreeFromRupees')}
        hint={label(view, 'shippingFreeHint')}
        inputMode="numeric"
      />
      <TextInput
        view={view}
        name="holdsPerEmail"
        label={view.t('settings.holds.field.holdsPerEmail')}
        hint={view.t('settings.holds.hint')}
        inputMode="numeric"
      />
      <TextInput
        view={view}
        name="holdsPerPhone"
        label={view.t('settings.holds.field.holdsPerPhone')}
        inputMode="numeric"
      />
      <TextInput
        view={view}
        name="holdsPerDevice"
        label={view.t('settings.holds.field.holdsPerDevice')}
        inputMode="numeric"
      />
      <TextInput
        view={view}
        name="bookingsPerAddressHour"
        label={view.t('settings.holds.field.bookingsPerAddressHour')}
        inputMode="numeric"
      />
    </>
  );
}

interface TaxValueProps {
  view: FormView;
  name: string;
  hint?: string;
  type?: string;
  numeric?: boolean;
}

/** One typed value of the tax section, labelled by its name. */
function TaxValue({ view, name, hint, type, numeric }: TaxValueProps) {
  const label = view.t(runtimeKey(`settings.tax.${name}`));
  const inputMode = numeric ? ('numeric' as const) : undefined;
  return <TextInput view={view} name={name} label={label} hint={hint} type={type} inputMode={inputMode} />;
}

/** What the income-tax law says, as the office edits it with the trust's chartered accountant. */
export function TaxFields({ view }: { view: FormView }) {
  const tax = (key: string) => view.t(runtimeKey(`settings.tax.${key}`));
  return (
    <>
      <p className="field__hint">{tax('intro')}</p>
      <BilingualInput view={view} name="deductionLaw" label={tax('deductionLaw')} />
      <div className="settings-pair">
        <TaxValue view={view} name="registration80GFrom" hint={tax('dayHint')} type="date" />
        <TaxValue view={view} name="registration80GUntil" hint={tax('dayHint')} type="date" />
      </div>
      <TaxValue view={view} name="form10BDSection" hint={tax('form10BDSectionHint')} />
      <TaxValue view={view} name="cashDeductionMaxRupees" numeric />
      <TaxValue view={view} name="cashRefuseFromRupees" numeric />
      <BilingualInput view={view} name="cashLaw" label={tax('cashLaw')} />
      <TaxValue view={view} name="taxRecordsYears" hint={tax('taxRecordsYearsHint')} numeric />
    </>
  );
}

export function PlaceFields({ view }: { view: FormView }) {
  return (
    <>
      <p className="field__hint">{label(view, 'placeHint')}</p>
      <div className="settings-pair">
        <TextInput view={view} name="latitude" label={label(view, 'latitude')} hint={label(view, 'latitudeHint')} />
        <TextInput view={view} name="longitude" label={label(view, 'longitude')} hint={label(view, 'longitudeHint')} />
      </div>
      <TextInput view={view} name="timeZone" label={label(view, 'timeZone')} hint={label(view, 'timeZoneHint')} />
    </>
  );
}
