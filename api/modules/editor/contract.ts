import { defineCall } from '../../lib/contract.ts';
import { EditedProduct, EditorMe, ProductUpdateBody } from './schema.ts';

/** The signed-in editor (403 for shoppers who are not editors). */
export const me = defineCall({ method: 'GET', path: '/editor/me', auth: 'editor', response: EditorMe });
/** Changes a product's localized names and subtitles or whether it is published; recorded with who and when. */
export const productUpdate = defineCall({
  method: 'POST',
  path: '/editor/product/update',
  auth: 'editor',
  body: ProductUpdateBody,
  response: EditedProduct,
});
