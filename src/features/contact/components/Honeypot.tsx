import { HONEYPOT } from '../honeypot.ts';

/** Out of sight and out of the tab order; only a robot fills it in. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor="field-website">{label}</label>
      <input id="field-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
