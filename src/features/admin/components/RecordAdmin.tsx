import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#src/ui/toast.ts';
import { callApi, clientErrors, failure, type ApiResult } from '../client/api.ts';
import type { FieldSpec, ScreenSpec } from '../screens.ts';
import type { AdminStrings } from '../strings.ts';
import { AdminTabs } from './AdminTabs.tsx';
import { EditDialog } from './EditDialog.tsx';
import { RecordCard, type AdminRecord } from './RecordCard.tsx';
import { formBody, missingFields, RecordFields } from './RecordFields.tsx';
import './admin-screens.css';

interface Props {
  lang: string;
  spec: ScreenSpec;
  s: AdminStrings;
  initial: AdminRecord[];
}

/** The events, puja card and activity screens: post form, list, edit dialog and delete. */
export function RecordAdmin({ lang, spec, s, initial }: Props) {
  const k = (name: string) => s[`admin.${spec.kind}.${name}`] ?? name;
  const errorsText = clientErrors(s);
  const [tab, setTab] = useState<0 | 1>(0);
  const [records, setRecords] = useState(initial);
  const [creating, setCreating] = useState(false);
  const [createErrors, setCreateErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<AdminRecord | null>(null);
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const [editMessage, setEditMessage] = useState<{ text: string; id: number }>();
  const createForm = useRef<HTMLFormElement>(null);
  // A refused create puts the focus on the first field it marked.
  useEffect(() => {
    createForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [createErrors]);
  // Inside the edit dialog, refusals are shown and announced in the dialog (a toast outside a
  // modal dialog is hidden from screen readers and dimmed behind its backdrop).
  // Each message gets its own id, so the same text said twice is announced twice.
  const messages = useRef(0);
  const sayInDialog = (text: string) => setEditMessage({ text, id: (messages.current += 1) });
  const [updating, setUpdating] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const refuse = (
    result: ApiResult<unknown>,
    lead: string,
    show: (e: Record<string, string>) => void,
    say: (text: string) => void = (text) => void toast.error(text),
  ) => {
    show(result.fields ?? {});
    say(failure(lead, result.message));
  };

  /**
   * Marks the required fields left empty, each with its own 'please fill this in'
   * ('All fields are required!' is the summary); true when there were any, and the form is not sent.
   */
  const blockMissing = (
    fields: FieldSpec[],
    form: HTMLFormElement,
    show: (e: Record<string, string>) => void,
    say: (text: string) => void = (text) => void toast.error(text),
  ) => {
    const missing = missingFields(fields, form);
    if (!missing.length) return false;
    show(Object.fromEntries(missing.map((m) => [m, s['admin.form.missing']!])));
    say(s['admin.form.required']!);
    return true;
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (blockMissing(spec.createFields, form, setCreateErrors)) return;
    setCreating(true);
    const result = await callApi<AdminRecord>('POST', spec.createUrl, errorsText, formBody(form));
    setCreating(false);
    if (!result.ok) return refuse(result, k('createFailed'), setCreateErrors);
    toast.success(k('created'));
    setCreateErrors({});
    form.reset();
    setRecords((list) => sortRecords([result.data!, ...list], spec));
  };

  const update = async (form: HTMLFormElement) => {
    if (!editing) return;
    if (blockMissing(spec.editFields, form, setEditErrors, sayInDialog)) return;
    setUpdating(true);
    const result = await callApi<AdminRecord>('PUT', spec.itemUrl + editing.id, errorsText, formBody(form));
    setUpdating(false);
    if (!result.ok) return refuse(result, k('updateFailed'), setEditErrors, sayInDialog);
    toast.success(k('updated'));
    setRecords((list) =>
      sortRecords(
        list.map((r) => (r.id === editing.id ? result.data! : r)),
        spec,
      ),
    );
    setEditing(null);
  };

  const remove = async (record: AdminRecord) => {
    if (!window.confirm(k('confirmDelete'))) return;
    setDeleting(record.id);
    const result = await callApi('DELETE', spec.itemUrl + record.id, errorsText);
    setDeleting(null);
    if (!result.ok && result.status !== 404) return void toast.error(failure(k('deleteFailed'), result.message));
    toast.success(k('deleted'));
    setRecords((list) => list.filter((r) => r.id !== record.id));
  };

  return (
    <>
      <AdminTabs idPrefix={spec.kind} labels={[k('tabCreate'), k('tabList')]} selected={tab} onSelect={setTab}>
        <form className="admin-form" noValidate onSubmit={create} ref={createForm}>
          <h2>{k('formTitle')}</h2>
          <RecordFields fields={spec.createFields} s={s} idPrefix="create" errors={createErrors} />
          <button type="submit" className="admin-button admin-button--wide" disabled={creating}>
            {creating ? k('submitting') : k('submit')}
          </button>
        </form>
        <>
          <h2 className="visually-hidden">{k('tabList')}</h2>
          {records.length === 0 ? (
            <p className="admin-empty">{k('empty')}</p>
          ) : (
            <div className={spec.layout === 'grid' ? 'admin-grid' : 'admin-list'}>
              {records.map((r) => (
                <RecordCard
                  key={r.id}
                  lang={lang}
                  record={r}
                  spec={spec}
                  s={s}
                  busy={deleting === r.id}
                  onEdit={() => (setEditErrors({}), setEditMessage(undefined), setEditing(r))}
                  onDelete={() => remove(r)}
                />
              ))}
            </div>
          )}
        </>
      </AdminTabs>
      {editing && (
        <EditDialog
          key={editing.id}
          title={k('editTitle')}
          fields={spec.editFields}
          values={editing as unknown as Record<string, string | boolean | null>}
          s={s}
          submitLabel={k('update')}
          busyLabel={k('updating')}
          busy={updating}
          errors={editErrors}
          message={editMessage}
          onSubmit={update}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** Dated records newest first, as the public pages show them; activities keep their order. */
function sortRecords(list: AdminRecord[], spec: ScreenSpec) {
  const field = spec.dateField;
  if (!field) return list;
  return [...list].sort((a, b) => String(b[field]).localeCompare(String(a[field])) || b.id - a.id);
}
