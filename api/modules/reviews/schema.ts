import { z } from 'zod';
import { idParam } from '../../lib/request.ts';

/** A new review of a product, as the service that records reviews accepts it. */
export const NewReview = z.object({
  product_id: idParam,
  author_name: z.string().trim().min(1).max(60),
  rating: z.number().int().min(1).max(5),
  content: z.string().trim().min(1).max(2000),
  images: z.array(z.string().trim().min(1).max(500).regex(/^(\/media\/|https:\/\/)/, 'must be a /media/ or https URL')).max(6).default([]),
});
export type NewReview = z.input<typeof NewReview>;
