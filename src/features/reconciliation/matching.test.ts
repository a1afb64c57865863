import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '#src/features/payments/ledger.ts';
import { matchStatement, statementUtrs } from './matching.ts';
import type { StatementLine } from './statement.ts';

let id = 0;
const payment = (
  ref: string,
  amountPaise: number,
  state: PaymentRow['state'] = 'reported',
  method: PaymentRow['method'] = 'upi',
) =>
  ({
    id: ++id,
    method,
    payment_ref: ref,
    amount_paise: amountPaise,
    payable_type: 'booking',
    payable_ref: `BK${id}`,
    state,
  }) as PaymentRow;
const line = (n: number, utrs: string[], amountPaise: number | null): StatementLine => ({
  line: n,
  date: '01/04/2026',
  reference: `UPI/${utrs.join('/')}`,
  amountPaise,
  utrs,
});

describe('matching a statement to the ledger', () => {
  it('proposes an equal amount, lists a different one, an unknown UTR and one already verified', () => {
    const ok = payment('111111111111', 111_600);
    const differs = payment('222222222222', 50_000);
    const verified = payment('333333333333', 20_000, 'verified');
    const lines = [
      line(2, ['111111111111'], 111_600),
      line(3, ['222222222222'], 40_000),
      line(4, ['444444444444'], 1_000),
      line(5, ['333333333333'], 20_000),
      line(6, [], 500),
      line(7, ['555555555555'], null),
    ];
    const out = matchStatement(lines, [ok, differs, verified]);
    expect(out.proposed.map((f) => [f.payment.payable_ref, f.line.line])).toEqual([[ok.payable_ref, 2]]);
    expect(out.amountDiffers.map((f) => [f.payment.payable_ref, f.line.amountPaise, f.payment.amount_paise])).toEqual([
      [differs.payable_ref, 40_000, 50_000],
    ]);
    expect(out.unknown.map((u) => u.utr)).toEqual(['444444444444']);
    expect(out.alreadyVerified.map((f) => f.payment.payable_ref)).toEqual([verified.payable_ref]);
    expect(out.skipped).toBe(2);
    expect(statementUtrs(lines)).toEqual(['111111111111', '222222222222', '444444444444', '333333333333']);
  });

  it('lists a payment once, at the row with its amount when a UTR appears twice', () => {
    const p = payment('666666666666', 10_000);
    const out = matchStatement([line(2, ['666666666666'], 9_000), line(3, ['666666666666'], 10_000)], [p]);
    expect(out.proposed.map((f) => f.line.line)).toEqual([3]);
    expect(out.amountDiffers).toEqual([]);
  });

  it('never proposes a gateway payment or one marked not received', () => {
    const out = matchStatement(
      [line(2, ['777777777777'], 10_000), line(3, ['888888888888'], 10_000)],
      [payment('777777777777', 10_000, 'reported', 'razorpay'), payment('888888888888', 10_000, 'not_received')],
    );
    expect(out.proposed).toEqual([]);
    expect(out.unknown.map((u) => u.utr)).toEqual(['777777777777']);
    expect(out.alreadyVerified.map((f) => f.payment.state)).toEqual(['not_received']);
  });
});
