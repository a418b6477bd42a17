import { useStore } from '../common/useStore.ts';
import { useState } from 'react';
import type { Page } from '../../../api/lib/request.ts';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { getHistoryList, getLikedList } from '../../lib/api/likes.ts';
import { makeT } from '../../lib/t.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import ProductCard from '../product/ProductCard.tsx';

const PAGE_SIZE = 12;
const calls = { like: getLikedList, history: getHistoryList };

interface Props {
  /** Liked products (/user/like) or recently viewed ones (/user/history). */
  kind: 'like' | 'history';
  messages: Record<string, string>;
  base: string;
}

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; list: ProductListItem[]; total: number; page: number; more: 'idle' | 'loading' };

/** The signed-in shopper's liked or viewed products as a product grid, for the selected country. */
export default function UserProductList({ kind, messages, base }: Props) {
  const t = makeT(messages);
  const country = useStore($country);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useLoadEffect(
    () => {
      setState({ status: 'loading' });
      return calls[kind]({ country_code: country, page: 1, page_size: PAGE_SIZE });
    },
    (p: Page<ProductListItem>) => setState({ status: 'ready', list: p.list, total: p.total, page: 1, more: 'idle' }),
    () => setState({ status: 'error' }),
    [kind, country, attempt],
  );

  async function loadMore() {
    if (state.status !== 'ready' || state.more === 'loading') return;
    setState({ ...state, more: 'loading' });
    try {
      const p = await calls[kind]({ country_code: country, page: state.page + 1, page_size: PAGE_SIZE });
      const seen = new Set(state.list.map((i) => i.id));
      setState({
        status: 'ready',
        list: [...state.list, ...p.list.filter((i) => !seen.has(i.id))],
        total: p.total,
        page: p.page,
        more: 'idle',
      });
    } catch {
      setState({ ...state, more: 'idle' });
      toast.error(t('product.loadFailed'));
    }
  }

  if (state.status === 'loading') {
    return (
      <div className="product-grid user-grid" aria-busy="true">
        <p className="visually-hidden">{t('common.loading')}</p>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="card-skeleton" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="notice user-notice" role="alert">
        {t('product.loadFailed')}{' '}
        <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  if (state.list.length === 0) {
    return (
      <div className="user-empty">
        <p>{kind === 'like' ? t('account.likeEmpty') : t('account.historyEmpty')}</p>
        <a className="btn" href={`${base}/shop`}>
          {t('account.continueShopping')}
        </a>
      </div>
    );
  }
  return (
    <>
      <div className="product-grid user-grid" style={{ ['--columns' as string]: 3 }} data-country={country}>
        {state.list.map((item, i) => (
          <ProductCard key={item.id} item={item} t={t} base={base} eager={i < 3} headingLevel={2} />
        ))}
      </div>
      {state.list.length < state.total && (
        <p className="load-more">
          <button type="button" className="btn btn-outline" onClick={loadMore} aria-busy={state.more === 'loading' || undefined}>
            {t('account.loadMore')}
          </button>
        </p>
      )}
    </>
  );
}
