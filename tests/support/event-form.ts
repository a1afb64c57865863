import { photoLikeJpeg } from '#src/server/images/photo-like.ts';

/** The multipart body of a new event, as the admin screen posts it to /api/event, with a JPEG picture. */
export async function eventForm(event: {
  title: string;
  description: string;
  date: string;
  width: number;
  height: number;
  seed: number;
  fileName: string;
}): Promise<FormData> {
  const form = new FormData();
  form.set('title', event.title);
  form.set('description', event.description);
  form.set('eventDate', event.date);
  form.set(
    'image',
    new Blob([new Uint8Array(await photoLikeJpeg(event.width, event.height, event.seed))], { type: 'image/jpeg' }),
    event.fileName,
  );
  return form;
}
