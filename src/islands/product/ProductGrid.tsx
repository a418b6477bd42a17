import { useStore } from '../common/useStore.ts';
import { useRef, useState } from 'react';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { $token } from '../../stores/auth.ts';
import { $country } from '../../stores/country.ts';
import { toast } from '../../stores/toast.ts';
import { useLoadEffect } from '../common/useLoadEffect.ts';
import { loadGrid, type GridSource } from './gridSource.ts';
import ProductCard, { cardMessages } from './ProductCard.tsx';
import type { CardItem } from './card-item.ts';

/** The messages a product grid reads; a page passes `messagesFor(locale, gridMessages)`. */
export const gridMessages = [...cardMessages, 'product.loadFailed', 'product.showMore'] as const;

interface Props {
  /** Pre-rendered items (default country's prices, nothing liked, at build time). */
  items: CardItem[];
  /** The call that produced them, re-run for the shopper's country and likes. */
  source: GridSource;
  /** All items the source has; more than `items` shows a "Show more" button. */
  total?: number;
  builtFor: string;
  messages: Picked<KeysIn<typeof gridMessages>>;
  base: string;
  columns?: number;
  /** Number the cards as a ranking (#1, #2, …). */
  ranked?: boolean;
  /** The cards' heading level: 2 when the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A product grid (4 columns by default, fewer on narrow screens) whose prices and likes follow the shopper. */
export default function ProductGrid({ items, source, total, builtFor, messages, base, columns = 4, ranked = false, headingLevel }: Props) {
  const t = makeT(messages);
  const country = useStore($country);
  const token = useStore($token);
  const [list, setList] = useState(items);
  const [count, setCount] = useState(total ?? items.length);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const shownFor = useRef(`${builtFor}|`);
  const wanted = `${country}|${token ?? ''}`;

  // Another country or a signed-in shopper: reload every page shown so far.
  useLoadEffect(
    () => (shownFor.current === wanted ? null : Promise.all(Array.from({ length: pages }, (_, i) => loadGrid(source, country, i + 1)))),
    (answers) => {
      shownFor.current = wanted;
      setList(answers.flatMap((a) => a.list));
      setCount(answers[0]?.total ?? 0);
    },
    () => toast.error(t('product.loadFailed')),
    [wanted],
  );

  function showMore() {
    setLoading(true);
    loadGrid(source, country, pages + 1)
      .then((answer) => {
        setPages(pages + 1);
        setList((prev) => [...prev, ...answer.list.filter((p) => !prev.some((q) => q.id === p.id))]);
        setCount(answer.total);
      })
      .catch(() => toast.error(t('product.loadFailed')))
      .finally(() => setLoading(false));
  }

  return (
    <>
      <div
        className="product-grid"
        style={{ ['--columns' as string]: columns }}
        data-country={shownFor.current === wanted ? country : undefined}
      >
        {list.map((item, i) => (
          <ProductCard
            key={item.id}
            item={item}
            t={t}
            base={base}
            eager={i < columns}
            rank={ranked ? i + 1 : undefined}
            headingLevel={headingLevel}
          />
        ))}
      </div>
      {list.length < count && (
        <p className="grid-more">
          <button type="button" className="btn btn-outline" onClick={showMore} disabled={loading} aria-busy={loading || undefined}>
            {t('product.showMore')}
          </button>
        </p>
      )}
    </>
  );
}
