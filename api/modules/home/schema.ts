import { z } from 'zod';

/** A slide of the home page's banner carousel. */
export const HomeBanner = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  button_text: z.string(),
  image_url: z.string(),
  redirect_url: z.string().nullable(),
});
export type HomeBanner = z.infer<typeof HomeBanner>;

/** An explore tile or a Moolitime highlight of the home page. */
export const HomeTile = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  redirect_url: z.string().nullable(),
});
export type HomeTile = z.infer<typeof HomeTile>;
