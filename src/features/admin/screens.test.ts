import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { activityScreen } from '#src/features/activities/admin/screen.ts';
import { eventScreen } from '#src/features/events/admin/screen.ts';
import { pujaCardScreen } from '#src/features/puja-cards/admin/screen.ts';
import { fieldsFrom } from './screens.ts';

const required = (fields: Array<{ name: string; kind: string; required?: boolean }>) =>
  fields.filter((f) => f.required).map((f) => `${f.name}:${f.kind}`);

describe('the content screens', () => {
  it('mark as required exactly what the schemas that validate them require', () => {
    expect(required(eventScreen.createFields)).toEqual([
      'title:text',
      'description:textarea',
      'eventDate:date',
      'image:image',
    ]);
    expect(required(eventScreen.editFields)).toEqual(['title:text', 'description:textarea', 'eventDate:date']);
    expect(required(pujaCardScreen.createFields)).toEqual([
      'title:text',
      'description:textarea',
      'date:date',
      'image:image',
    ]);
    // A card's edit may leave the date out (it is kept), as the API allows.
    expect(required(pujaCardScreen.editFields)).toEqual(['title:text', 'description:textarea']);
    // Colour and enable have defaults (#ffffff, enabled).
    expect(required(activityScreen.createFields)).toEqual(['title:text', 'description:textarea', 'image:image']);
  });

  it('refuse a field their schema does not know', () => {
    expect(() => fieldsFrom(z.object({ title: z.string() }), [{ name: 'subtitle', kind: 'text', label: 'x' }])).toThrow(
      /subtitle/,
    );
  });
});
