import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from './auth.ts';

/** A shopper (a new address) buys `num` of the SKU through the API and the sandbox: create, approve, capture. */
export async function buy(request: APIRequestContext, page: Page, skuId: number, num: number) {
  const { token, email } = await signInByApi(page, request);
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/cart/product/add', { headers, data: { product_sku_id: skuId, num } });
  const cart = (await (await request.get('/api/cart/getList', { headers })).json()).data;
  const created = (
    await (
      await request.post('/api/order/create', {
        headers,
        data: { product_spec: [{ product_sku_id: skuId, num }], total_price: cart.priceData.total_price },
      })
    ).json()
  ).data as { order_id: number; order_no: string; paypal_order_id: string };
  await request.post(`/paypal-sandbox/buyer/orders/${created.paypal_order_id}/approve`, {
    data: { funding: 'paypal', outcome: 'approve' },
  });
  const captured = await (await request.get(`/api/order/capture?paypal_order_id=${created.paypal_order_id}`, { headers })).json();
  expect(captured.data.paypal_status).toBe('COMPLETED');
  return { email, ...created };
}
