import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith, REQUIRED_MESSAGE, RequestError } from './errors.ts';

const schema = z.object({ title: z.string().min(1, 'record.title.required'), place: z.string() });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as RequestError;
  }
  throw new Error('parseWith accepted what its schema refuses');
};

describe('parseWith', () => {
  it('leads with the first field’s own message when the caller names no message for a missing field', () => {
    const error = refusal(() => parseWith(schema, { place: 'Ongole' }));
    expect(error).toBeInstanceOf(RequestError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('validation.required');
    expect(Object.keys(error.fields ?? {})).toEqual(['title']);
  });

  it('answers the message the caller names when a field was not sent at all', () => {
    expect(refusal(() => parseWith(schema, { place: 'Ongole' }, REQUIRED_MESSAGE)).message).toBe(REQUIRED_MESSAGE);
    // Sent but wrong is not missing: the field's own message stays in front.
    expect(refusal(() => parseWith(schema, { title: '', place: 'x' }, REQUIRED_MESSAGE)).message).toBe(
      'record.title.required',
    );
  });
});
