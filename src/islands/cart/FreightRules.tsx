import { useRef, useState } from 'react';
import type { InfoPage } from '../../../api/modules/site/schema.ts';
import { getBasicInfo } from '../../lib/api/site.ts';
import type { T } from '../../lib/t.ts';
import { useDialog } from '../common/useDialog.ts';

/** Spec §7: kind 3 of GET /basicInfo/get is the shipping rules. */
const SHIPPING_RULES = 3;

/** The freight rules modal: the shop's shipping text and its live table of rates by country. */
export default function FreightRules({ t }: { t: T }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<InfoPage | null>(null);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useDialog(open, panel, () => setOpen(false));

  function show() {
    setOpen(true);
    if (page) return;
    setFailed(false);
    getBasicInfo({ kind: SHIPPING_RULES }).then(
      (pages) => setPage(pages[0] ?? null),
      () => setFailed(true),
    );
  }

  return (
    <>
      <button type="button" className="link-btn" onClick={show}>
        {t('cart.freightRules')}
      </button>
      {open && (
        <div className="modal-layer">
          <div className="modal-backdrop" onClick={() => setOpen(false)} />
          <div className="modal-panel" role="dialog" aria-modal="true" aria-labelledby="freight-title" ref={panel}>
            <div className="cart-head">
              <h2 id="freight-title">{page?.title ?? t('cart.freightRules')}</h2>
              <button type="button" className="icon-btn" aria-label={t('cart.close')} onClick={() => setOpen(false)}>
                ×
              </button>
            </div>
            {failed ? (
              <p role="alert">{t('cart.loadFailed')}</p>
            ) : page ? (
              // The shop's own text (seeded or edited by staff), never a shopper's.
              <div className="rich-text freight-text" dangerouslySetInnerHTML={{ __html: page.content }} />
            ) : (
              <p aria-busy="true">{t('cart.loading')}</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
