import { useState } from 'react';
import { getCountryList } from '../../lib/api/site.ts';
import { getProduct, updateProduct, updateSku, type EditorCategory } from '../../lib/api/editor.ts';
import type { T } from '../../lib/t.ts';
import ItemForm from './ItemForm.tsx';
import PriceGrid from './PriceGrid.tsx';
import ProductImages from './ProductImages.tsx';
import SolvedSection from './SolvedSection.tsx';
import { failure, inLocale } from './state.ts';
import { useLoad } from './useLoad.ts';

interface Props {
  t: T;
  locale: string;
  id: number;
  categories: EditorCategory[];
  onBack: () => void;
}

/** One product: its texts per locale, category and visibility; its images; its colours with stock and prices; its solved problems. */
export default function ProductEditor({ t, locale, id, categories, onBack }: Props) {
  const product = useLoad(() => getProduct({ id }), [id]);
  const countries = useLoad(() => getCountryList(), []);
  const p = product.data;
  return (
    <section aria-labelledby="ed-product-title">
      <button type="button" className="btn btn-outline ed-back" onClick={onBack}>
        ← {t('editor.backToList')}
      </button>
      {product.error ? (
        <p className="error-text" role="alert">
          {failure(t, product.error)}
        </p>
      ) : null}
      {!p ? (
        <p>{t('editor.loading')}</p>
      ) : (
        <>
          <h2 id="ed-product-title">
            {inLocale(p.name, locale)} <small>#{p.id}</small>
          </h2>
          <div className="ed-card">
            <h3>{t('editor.texts')}</h3>
            <ItemForm
              t={t}
              fields={[
                { key: 'name', label: t('editor.name'), kind: 'line', localized: true },
                { key: 'subtitle', label: t('editor.subtitle'), kind: 'line', localized: true },
                { key: 'description', label: t('editor.description'), kind: 'html', localized: true },
                {
                  key: 'category_id',
                  label: t('editor.category'),
                  kind: 'select',
                  options: categories.map((c) => ({ value: c.id, label: inLocale(c.name, locale) })),
                },
                { key: 'published', label: t('editor.publishedLabel'), kind: 'checkbox' },
              ]}
              initial={{
                name: p.name,
                subtitle: p.subtitle,
                description: p.description,
                category_id: p.category_id,
                published: p.published,
              }}
              onSave={(changes) => updateProduct({ id: p.id, ...changes })}
            />
          </div>
          <div className="ed-card">
            <h3>{t('editor.images')}</h3>
            <ProductImages t={t} product={p} locale={locale} />
          </div>
          <div className="ed-card">
            <h3>{t('editor.colours')}</h3>
            {p.skus.map((s) => (
              <div key={s.id} className="ed-sku">
                <h4>
                  <span className="ed-swatch" style={{ background: s.color_card }} aria-hidden="true" /> {inLocale(s.color_name, locale)}
                </h4>
                <SkuForm t={t} sku={s} productId={p.id} />
              </div>
            ))}
            <h4 className="ed-pg-title" id="ed-prices-title">
              {t('editor.prices')}
            </h4>
            {countries.error ? (
              <p className="error-text" role="alert">
                {failure(t, countries.error)}
              </p>
            ) : !countries.data ? (
              <p>{t('editor.loading')}</p>
            ) : (
              <PriceGrid key={p.id} t={t} locale={locale} product={p} countries={countries.data} labelledBy="ed-prices-title" />
            )}
          </div>
          <div className="ed-card">
            <h3>{t('editor.solvedProblems')}</h3>
            <SolvedSection t={t} locale={locale} productId={p.id} />
          </div>
        </>
      )}
    </section>
  );
}

type Sku = Awaited<ReturnType<typeof getProduct>>['skus'][number];

/**
 * A colour's names, swatch and count on hand. The count is saved with the count the editor saw, so
 * a sale or another edit made meanwhile is refused with the new count instead of overwritten.
 */
function SkuForm({ t, sku, productId }: { t: T; sku: Sku; productId: number }) {
  const [stock, setStock] = useState({ on_hand: sku.on_hand, held: sku.held, sold: sku.sold, stock_num: sku.stock_num });
  return (
    <>
      <ItemForm
        t={t}
        fields={[
          { key: 'color_name', label: t('editor.colourName'), kind: 'line', localized: true },
          { key: 'color_card', label: t('editor.swatch'), kind: 'color' },
          { key: 'on_hand', label: t('editor.onHand'), kind: 'number' },
        ]}
        initial={{ color_name: sku.color_name, color_card: sku.color_card, on_hand: sku.on_hand }}
        onSave={async (changes) => {
          const seen = changes.on_hand !== undefined ? { on_hand_seen: stock.on_hand } : {};
          try {
            const saved = await updateSku({ id: sku.id, ...changes, ...seen });
            setStock({ on_hand: saved.on_hand, held: saved.held, sold: saved.sold, stock_num: saved.stock_num });
          } catch (error) {
            // Refused because the count moved on: the figures show the count as it now is, so the next save names it.
            const now = (await getProduct({ id: productId }).catch(() => null))?.skus.find((x) => x.id === sku.id);
            if (now) setStock({ on_hand: now.on_hand, held: now.held, sold: now.sold, stock_num: now.stock_num });
            throw error;
          }
        }}
      />
      <p className="ed-hint">{t('editor.stockFigures', { held: stock.held, sold: stock.sold, available: stock.stock_num })}</p>
    </>
  );
}
