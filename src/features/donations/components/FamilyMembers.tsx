import { useEffect, useRef, useState } from 'react';
import { Field } from '#src/ui/Field.tsx';
import { interpolate } from '#src/i18n/interpolate.ts';
import { familyAddId, familyFieldId } from '../family.ts';
import type { FamilyRow, SavedChoice } from '../forms.ts';
import type { DonationFormStrings } from './strings.ts';

interface Props {
  s: DonationFormStrings;
  initial: FamilyRow[];
  errors: Record<string, string>;
  hydrated: boolean;
  /** The element the server asks to focus after an 'Add' or 'Remove' posted without JavaScript. */
  focusOnLoad?: string;
  /** A signed-in donor's saved devotees (src/features/account); none for a visitor. */
  saved?: SavedChoice[];
}

/**
 * The donation form's family members. Without JavaScript 'Add' and 'Remove' are submit buttons
 * the server answers; once hydrated they work in place, the focus going to the new row's first
 * field after 'Add' and to the next row (or 'Add' when none follows) after 'Remove', and a status
 * line says what happened.
 */
export function FamilyMembers({ s, initial, errors, hydrated, focusOnLoad, saved = [] }: Props) {
  const [pick, setPick] = useState(saved[0] ? String(saved[0].id) : '');
  const nextKey = useRef(initial.length);
  const [family, setFamily] = useState<Array<FamilyRow & { key: number }>>(
    initial.map((row, key) => ({ ...row, key })),
  );
  const focusAfter = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (focusAfter.current) document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [family]);

  const focusMark = (id: string) => (!hydrated && focusOnLoad === id ? { 'data-focus-on-load': '' } : {});
  const update = (key: number, field: keyof FamilyRow, value: string) =>
    setFamily((rows) => rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  return (
    <fieldset className="donation-family">
      <legend>{s.familyLegend}</legend>
      <p className="field__hint">{s.familyHint}</p>
      {errors.family && (
        <p className="field__error" role="alert">
          {errors.family}
        </p>
      )}
      {family.map((row, index) => (
        <div className="donation-family__row" key={row.key}>
          <Field
            name={`family.${index}.relation`}
            id={familyFieldId(row.key)}
            {...focusMark(familyFieldId(row.key))}
            label={`${s.relation} ${index + 1}`}
            value={row.relation}
            onChange={(e) => update(row.key, 'relation', e.currentTarget.value)}
            error={errors[`family.${index}.relation`]}
          />
          <Field
            name={`family.${index}.name`}
            id={`field-family-${row.key}-name`}
            label={`${s.familyName} ${index + 1}`}
            value={row.name}
            onChange={(e) => update(row.key, 'name', e.currentTarget.value)}
            error={errors[`family.${index}.name`]}
          />
          <button
            type="submit"
            name="intent"
            value={`remove:${index}`}
            className="button button--ghost donation-family__remove"
            aria-label={`${s.removeFamily} ${index + 1}`}
            onClick={(e) => {
              e.preventDefault();
              const next = family[index + 1];
              setFamily((rows) => rows.filter((r) => r.key !== row.key));
              focusAfter.current = next ? familyFieldId(next.key) : familyAddId;
              setAnnouncement(interpolate(s.familyRemoved, { n: index + 1 }));
            }}
          >
            {s.removeFamily}
          </button>
        </div>
      ))}
      <button
        type="submit"
        name="intent"
        value="addFamily"
        id={familyAddId}
        className="button button--ghost"
        {...focusMark(familyAddId)}
        onClick={(e) => {
          e.preventDefault();
          const key = nextKey.current++;
          setFamily((rows) => [...rows, { relation: '', name: '', key }]);
          focusAfter.current = familyFieldId(key);
          setAnnouncement(interpolate(s.familyAdded, { n: family.length + 1 }));
        }}
      >
        {s.addFamily}
      </button>
      {saved.length > 0 && (
        <div className="donation-family__saved">
          <label htmlFor="donation-saved-devotee">{s.savedLabel}</label>
          <select
            id="donation-saved-devotee"
            name="savedDevotee"
            value={pick}
            onChange={(e) => setPick(e.currentTarget.value)}
          >
            {saved.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            name="intent"
            value="addSaved"
            className="button button--ghost"
            onClick={(e) => {
              e.preventDefault();
              const chosen = saved.find((d) => String(d.id) === pick);
              if (!chosen) return;
              // The first empty row takes the name, as the server does without JavaScript.
              const empty = family.find((r) => !r.relation.trim() && !r.name.trim());
              if (empty) {
                update(empty.key, 'name', chosen.name);
                focusAfter.current = familyFieldId(empty.key);
              } else {
                const key = nextKey.current++;
                setFamily((rows) => [...rows, { relation: '', name: chosen.name, key }]);
                focusAfter.current = familyFieldId(key);
              }
              setAnnouncement(interpolate(s.savedAdded, { name: chosen.name }));
            }}
          >
            {s.savedAdd}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
