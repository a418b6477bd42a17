/** The order id of /user/order/{id} and /user/order/{id}/after-sales-service (client-routed shells). */
export function orderIdFromPath(pathname: string): number | null {
  const m = /\/user\/order\/(\d+)(?:\/after-sales-service)?\/?$/.exec(pathname);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
